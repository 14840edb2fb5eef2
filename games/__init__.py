"""Companion games that share XII Scripta's terminal, kept out of the top level."""
