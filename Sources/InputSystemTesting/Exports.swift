// The conformance checker itself lives in InputSystemConformance, which links neither Swift Testing nor
// XCTest (so `kbsim check` runs where the toolchain's test libraries are absent). This module re-exports
// it and adds the test-framework glue (ReportingIssues.swift): `import InputSystemTesting` gives both.
@_exported import InputSystemConformance
