#include "engine/util/Parallel.h"

#include <thread>
#include <vector>

namespace bagh {

int resolveThreads(int requested) {
    if (requested > 0) return requested;
    return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

void runWorkers(int threads, const std::function<void(int id)>& worker) {
    std::vector<std::thread> pool;
    for (int id = 1; id < threads; ++id) pool.emplace_back(worker, id);
    worker(0);
    for (std::thread& t : pool) t.join();
}

void forEachItem(int n, int threads, const std::function<void(int item)>& fn,
                 const std::atomic<bool>* cancel) {
    std::atomic<int> next{0};
    runWorkers(threads, [&](int) {
        for (int i; (i = next.fetch_add(1)) < n && !(cancel && cancel->load());) fn(i);
    });
}

}  // namespace bagh
