// The package manager builds a C target from at least one source file; everything this
// target offers is inline, in its header.
#include "CXCStringsSupport.h"
