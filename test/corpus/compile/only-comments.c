// A file with only a comment.
