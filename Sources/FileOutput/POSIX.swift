#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The C library's read, write and close under names no type's own members shadow (the files' writers have
// `write` and `close` methods of their own), on every platform this package builds on.

/// `write(2)`.
@inline(__always)
func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// `read(2)`.
@inline(__always)
func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `close(2)`.
@discardableResult @inline(__always)
func posixClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
