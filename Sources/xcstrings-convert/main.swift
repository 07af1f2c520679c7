import XCStringsCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(XCStringsCommand.run(Array(CommandLine.arguments.dropFirst())))
