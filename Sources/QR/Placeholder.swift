import CQREncode
