/// SHA-256 (FIPS 180-4), written out because Foundation on Linux has no CryptoKit and the
/// package takes no outside Swift packages. Used for the export manifest's digests, which must
/// be the same in every process (Swift's `hashValue` is seeded per process, so it cannot be).
///
///     var h = SHA256()
///     h.update([UInt8]("abc".utf8))
///     h.finish().hex   // "ba7816bf…f20015ad"
///
/// - Complexity: O(n) in the bytes fed; about 200–300 MB/s in a release build.
public struct SHA256 {
    private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    private var block = [UInt8]()   // fewer than 64 bytes waiting for a full block
    private var length: UInt64 = 0  // bytes fed so far

    public init() { block.reserveCapacity(64) }

    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { update($0) }
    }

    public mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        length &+= UInt64(bytes.count)
        var i = 0
        if !block.isEmpty {
            let take = min(64 - block.count, bytes.count)
            block.append(contentsOf: bytes[0..<take]); i = take
            guard block.count == 64 else { return }
            block.withUnsafeBufferPointer { compress($0.baseAddress!) }
            block.removeAll(keepingCapacity: true)
        }
        while bytes.count - i >= 64 { compress(bytes.baseAddress! + i); i += 64 }
        block.append(contentsOf: bytes[i...])
    }

    /// The digest; padding as the standard says (0x80, zeros, the bit length big-endian).
    public mutating func finish() -> Digest {
        let bits = length &* 8
        var tail: [UInt8] = [0x80]
        while (block.count + tail.count) % 64 != 56 { tail.append(0) }
        for k in (0..<8).reversed() { tail.append(UInt8(truncatingIfNeeded: bits >> (UInt64(k) * 8))) }
        let saved = length
        update(tail)
        length = saved
        precondition(block.isEmpty, "SHA-256 padding must end on a block boundary")
        return Digest(bytes: state.flatMap { w in (0..<4).map { UInt8(truncatingIfNeeded: w >> (24 - 8 * $0)) } })
    }

    public static func hash(_ bytes: [UInt8]) -> Digest {
        var h = SHA256(); h.update(bytes); return h.finish()
    }
    public static func hash(_ string: String) -> Digest { hash(Array(string.utf8)) }

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    private mutating func compress(_ p: UnsafePointer<UInt8>) {
        @inline(__always) func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for t in 0..<16 {
                w[t] = UInt32(p[4 * t]) << 24 | UInt32(p[4 * t + 1]) << 16 | UInt32(p[4 * t + 2]) << 8 | UInt32(p[4 * t + 3])
            }
            for t in 16..<64 {
                let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
                let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var a = state[0], b = state[1], c = state[2], d = state[3], e = state[4], f = state[5], g = state[6], h = state[7]
            Self.k.withUnsafeBufferPointer { k in
                for t in 0..<64 {
                    let t1 = h &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[t] &+ w[t]
                    let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                    h = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
                }
            }
            state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
            state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
        }
    }
}

/// A 32-byte SHA-256 digest; `hex` is how the manifest stores it.
public struct Digest: Hashable, Sendable, CustomStringConvertible {
    public let bytes: [UInt8]
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8](); out.reserveCapacity(bytes.count * 2)
        for b in bytes { out.append(digits[Int(b >> 4)]); out.append(digits[Int(b & 15)]) }
        return String(decoding: out, as: UTF8.self)
    }
    public var description: String { hex }
}
