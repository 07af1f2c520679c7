import XCStringsCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(XCStringsCommand.main(CommandLine.arguments))
