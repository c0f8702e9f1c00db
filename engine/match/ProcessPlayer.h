// Any program that speaks our line protocol (README, "Line protocol"), started afresh for each
// game: `isready` → `readyok`; per move `position obx <start> moves …`, then `go depth D` or
// `go movetime MS` (1000 when the match sets neither), answered by `bestmove <move>`. Every read
// waits at most the move's timeout, so a program that hangs, crashes or talks nonsense forfeits the
// game instead of stalling the match; it is killed and reaped at the end of every game.
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

#include "Player.h"

namespace bagh::match {

class ProcessPlayer : public Player {
public:
    // argv[0] is the program (looked up in PATH), the rest its arguments.
    explicit ProcessPlayer(std::vector<std::string> argv);
    ~ProcessPlayer() override;
    ProcessPlayer(const ProcessPlayer&) = delete;
    ProcessPlayer& operator=(const ProcessPlayer&) = delete;

    std::string name() const override;
    bool start(PlayerAnswer* answer) override;
    PlayerAnswer move(const Game& game, const MoveLimits& limits) override;

    // How long the program may take to say readyok.
    static constexpr int kStartTimeoutMs = 10000;
    // The movetime sent when the match gives neither a movetime nor a depth.
    static constexpr int kDefaultMovetimeMs = 1000;
    // Time allowed on top of a movetime for the answer to arrive.
    static constexpr int kGraceMs = 1000;
    // Time allowed for a depth-limited move (MoveLimits::timeoutMs overrides every limit).
    static constexpr int kDepthMoveTimeoutMs = 10000;

private:
    enum class Read { Line, Eof, Timeout };
    int spawn(int childIn, int childOut);  // 0 or an errno value
    bool send(const std::string& line);
    Read readLine(std::string* line, std::int64_t deadlineMs);
    void stop();

    std::vector<std::string> argv_;
    pid_t pid_ = -1;
    int toChild_ = -1;
    int fromChild_ = -1;
    std::string buffer_;
};

}  // namespace bagh::match
