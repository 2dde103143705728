// Types the token checker defines and every reader of tokens uses: one definition, in
// `TokenCheck`, seen by every module that imports `Tokens` as before.
@_exported import struct TokenCheck.Domain
@_exported import enum TokenCheck.Names
