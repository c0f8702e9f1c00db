// A program that speaks our line protocol (docs/ENGINE-CLI.md), seen from the match
// runner, whatever the game: started afresh for each game, told the game's setup lines, then
// `isready` → `readyok`; per move a position line, then `go depth D` or `go movetime MS` (1000
// when the match sets neither), answered by `bestmove <word>`. Every read waits at most the
// move's timeout, so a program that hangs, crashes or talks nonsense gives a forfeit instead of
// stalling the match; it is killed and reaped at the end of every game. What the position line
// holds and what the word means are the game's (ProcessPlayer.h).
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

#include "engine/match/Player.h"

namespace bagh::match {

class EngineProcess {
public:
    // What the program said, or how it failed (forfeit not None: the answer is void).
    struct Reply {
        Forfeit forfeit = Forfeit::None;
        std::string detail;  // what went wrong
        std::string line;    // the whole `bestmove …` line
        std::string word;    // the word after `bestmove`
    };

    // argv[0] is the program (looked up in PATH), the rest its arguments.
    explicit EngineProcess(std::vector<std::string> argv);
    ~EngineProcess();
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    // The program's file name without its directory ("cmd" when there is none).
    std::string name() const;
    // Starts the program (ending a previous run), sends `setup` and `isready`, and waits for
    // `readyok`. A reply with forfeit None on success.
    Reply start(const std::vector<std::string>& setup);
    // Sends `position` and the `go` for `limits`; waits for the `bestmove` line, skipping
    // `info` lines and other chatter. Garbage when the line starts with `bestmove` but is not
    // `bestmove <word> …`.
    Reply think(const std::string& position, const MoveLimits& limits);

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
