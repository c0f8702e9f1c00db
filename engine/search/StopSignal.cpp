#include "engine/search/StopSignal.h"

namespace bagh {

void StopSignal::request() {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        flag_.store(true);
    }
    requested_.notify_all();
}

void StopSignal::clear() { flag_.store(false); }

void StopSignal::wait() const {
    std::unique_lock<std::mutex> lock(mutex_);
    requested_.wait(lock, [this] { return flag_.load(); });
}

}  // namespace bagh
