"""Network play (issue 20): the protocol, the tables, the server, the client. Imports no game."""
