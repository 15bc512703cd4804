"""The `adjudicator` command's sub-commands (agree, report, validate, decide, export, …): each
module reads its arguments, calls the layers below, prints text or JSON; gui opens the window."""
