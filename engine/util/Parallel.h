// The one way the engine spreads work over threads: start the workers, hand out work in
// increasing order from a shared counter, join them all. The endgame database generator, the
// placement solver and its files, the match runner and the search's helper threads use it.
// Work is handed out, not assigned, so uneven pieces still balance; results must not depend on
// which thread takes which piece (every user writes only its own piece's output).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>

namespace bagh {

// `requested` when positive, else the number of cores (at least 1).
int resolveThreads(int requested);

// Runs worker(id) for id 0..threads - 1, id 0 on the calling thread and the others on threads
// of their own, and returns once every one has returned.
void runWorkers(int threads, const std::function<void(int id)>& worker);

// Calls fn(item) for every item in [0, n) on `threads` threads, handing items out in increasing
// order. Once `cancel` is set no further item starts.
void forEachItem(int n, int threads, const std::function<void(int item)>& fn,
                 const std::atomic<bool>* cancel = nullptr);

// Calls fn(begin, end, worker) on pieces of [0, n) that together cover it once, `worker` in
// 0..threads - 1 (for per-thread scratch). The range is cut into up to 64 pieces per thread;
// small ranges (under 4096) run as one piece on the calling thread. A template, so that fn
// stays inlined in the loops over index ranges.
template <class Fn>
void parallelFor(std::uint64_t n, int threads, Fn fn) {
    if (n == 0) return;
    if (threads <= 1 || n < 4096) {
        fn(std::uint64_t{0}, n, 0);
        return;
    }
    const std::uint64_t pieces = std::min<std::uint64_t>(n, std::uint64_t(threads) * 64);
    std::atomic<std::uint64_t> next{0};
    runWorkers(threads, [&](int id) {
        for (std::uint64_t p; (p = next.fetch_add(1)) < pieces;)
            fn(n * p / pieces, n * (p + 1) / pieces, id);
    });
}

}  // namespace bagh
