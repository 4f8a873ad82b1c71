// Not C at all.
this is not a program at all ) ( ; } // ERROR-HERE
