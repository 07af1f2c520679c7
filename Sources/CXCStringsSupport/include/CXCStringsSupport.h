#ifndef CXCSTRINGSSUPPORT_H
#define CXCSTRINGSSUPPORT_H

// What Swift cannot say itself.

/// Asks the processor to start loading the cache line holding `address` for reading, and
/// returns at once. It never faults, whatever the address.
static inline void xcs_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }

#endif
