import CYaml
import Foundation

/// Bounds on a YAML document checked before it is composed into nodes: its size, how deeply its
/// collections nest, and how many nodes it stands for once every alias is expanded.
///
/// A YAML file can be small and still stand for a huge tree (aliases of aliases: the "billion laughs"
/// shape) or nest so deeply that composing it recursively overflows the stack. The check reads the
/// document once with libyaml's event parser (which keeps its own state on the heap, not the stack) and
/// stops at the first bound passed, so its time is linear in the document's length whatever it holds.
struct YAMLBounds {
    /// The largest document read, in bytes.
    var maximumBytes = 64 << 20
    /// The deepest nesting of sequences and mappings (a `libinput record` file needs 6).
    var maximumDepth = 64
    /// The most nodes (scalars, sequences, mappings) the document may stand for, counting each alias as
    /// the nodes it repeats.
    var maximumNodes = 2_000_000

    /// Why a document was refused: the 1-based line where the bound was passed and what was passed.
    struct Violation: Error, Equatable {
        var line: Int
        var problem: String
    }

    /// Checks `yaml` (UTF-8 bytes); nil when it is within every bound or when it is not YAML at all (the
    /// composer reports that with its own message).
    func check(_ yaml: UnsafeBufferPointer<UInt8>) -> Violation? {
        guard yaml.count <= maximumBytes else {
            return Violation(line: 1, problem: "the document is \(yaml.count) bytes; expected at most \(maximumBytes)")
        }
        guard let base = yaml.baseAddress else { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, base, yaml.count)
        var anchors: [String: Int] = [:]  // anchor -> the nodes its node stands for
        var open: [(start: Int, anchor: String?)] = []  // collections being read
        var nodes = 0
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
            defer { yaml_event_delete(&event) }
            let line = Int(event.start_mark.line) + 1
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return nil
            case YAML_DOCUMENT_START_EVENT:
                anchors.removeAll()  // anchors do not carry across documents
            case YAML_SCALAR_EVENT:
                nodes += 1
                if let anchor = event.data.scalar.anchor { anchors[String(cString: anchor)] = 1 }
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                nodes += 1
                let anchor = event.type == YAML_SEQUENCE_START_EVENT ? event.data.sequence_start.anchor
                                                                     : event.data.mapping_start.anchor
                open.append((nodes, anchor.map { String(cString: $0) }))
                if open.count > maximumDepth {
                    return Violation(line: line, problem: "sequences and mappings nest more than \(maximumDepth) deep")
                }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                if let (start, anchor) = open.popLast(), let anchor { anchors[anchor] = nodes - start + 1 }
            case YAML_ALIAS_EVENT:
                // An alias to an unknown anchor is the composer's error; it counts as one node here.
                let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
                nodes += anchors[name] ?? 1
            default:
                break
            }
            if nodes > maximumNodes {
                return Violation(line: line, problem: "the document stands for more than \(maximumNodes) nodes once its aliases are expanded")
            }
        }
    }
}
