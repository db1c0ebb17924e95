/// The tokenizers reading one reference client, told when that client goes away.
///
/// A ``StringTokenizer`` must not keep its client alive (the client owns it), and must answer nil once the
/// client is gone. A weak reference does both, but reading one on every question costs an atomic side-table
/// operation, and once an object is weakly referenced every retain and release of it takes the slow path.
/// The reference clients instead own a registry: their tokenizers hold them unretained and register here;
/// when the client is deallocated, its registry is too, and tells each tokenizer still registered that its
/// client is gone. A tokenizer that goes first unregisters itself. (Like the rest of the text input system,
/// a client and its tokenizers are used from one thread.)
@MainActor
final class TokenizerRegistry {
    private var tokenizers: [ObjectIdentifier: Unmanaged<StringTokenizer>] = [:]

    func add(_ tokenizer: StringTokenizer) {
        tokenizers[ObjectIdentifier(tokenizer)] = .passUnretained(tokenizer)
    }

    func remove(_ tokenizer: StringTokenizer) {
        tokenizers[ObjectIdentifier(tokenizer)] = nil
    }

    isolated deinit {
        for tokenizer in tokenizers.values { tokenizer.takeUnretainedValue().clientWentAway() }
    }
}
