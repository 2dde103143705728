// Types the token language's one module (`TokenCheck`) defines and every reader of tokens uses:
// one definition, seen by every module that imports `Tokens` as before.
@_exported import struct TokenCheck.Domain
@_exported import enum TokenCheck.Names
@_exported import enum TokenCheck.TokenType
@_exported import enum TokenCheck.TokenValue
@_exported import struct TokenCheck.Token
@_exported import struct TokenCheck.TokenDomain
@_exported import struct TokenCheck.ColorSource
@_exported import struct TokenCheck.Transition
@_exported import struct TokenCheck.StrokeStyleValue
@_exported import struct TokenCheck.BorderValue
@_exported import struct TokenCheck.ShadowValue
@_exported import struct TokenCheck.GradientStop
