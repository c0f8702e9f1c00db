// A search's stop request: an atomic flag that the search reads at every node (no lock there),
// and a wait for a thread with nothing left to do until the request comes (an infinite search
// holds back its move until stop, as UCI asks). The wait sleeps on a condition variable, so it
// neither burns a core nor answers late, as a polling loop would.
#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>

namespace bagh {

class StopSignal {
public:
    // Sets the flag and wakes every wait(). Any thread.
    void request();
    // Clears the flag before the next search. No thread may be inside wait().
    void clear();
    bool requested() const { return flag_.load(); }
    // Returns once request() has been called (at once if it already has).
    void wait() const;
    // The flag itself, for the searches' contexts (SearchContext::stop, AlgorithmLimits::stop).
    const std::atomic<bool>* flag() const { return &flag_; }

private:
    std::atomic<bool> flag_{false};
    // Guards only the step from "flag still clear" to sleeping, so a request cannot fall
    // between a waiter's check and its sleep.
    mutable std::mutex mutex_;
    mutable std::condition_variable requested_;
};

}  // namespace bagh
