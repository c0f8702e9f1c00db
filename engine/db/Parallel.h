// A tiny fork-join helper for passes over index ranges.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <thread>
#include <vector>

namespace bagh::db {

inline int resolveThreads(int requested) {
    if (requested > 0) return requested;
    return std::max(1u, std::thread::hardware_concurrency());
}

// Calls fn(begin, end, worker) on `threads` contiguous chunks of [0, n) and waits for all.
// Chunks are cut into many pieces handed out in order, so uneven work still balances.
template <class Fn>
void parallelFor(std::uint64_t n, int threads, Fn fn) {
    if (n == 0) return;
    if (threads <= 1 || n < 4096) {
        fn(std::uint64_t{0}, n, 0);
        return;
    }
    const std::uint64_t pieces = std::min<std::uint64_t>(n, std::uint64_t(threads) * 64);
    std::atomic<std::uint64_t> next{0};
    auto worker = [&](int id) {
        for (std::uint64_t p; (p = next.fetch_add(1)) < pieces;)
            fn(n * p / pieces, n * (p + 1) / pieces, id);
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(worker, t);
    worker(0);
    for (auto& t : pool) t.join();
}

}  // namespace bagh::db
