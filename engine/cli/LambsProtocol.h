// The line protocol's Lambs and Tigers game (`setoption name Game value lambs`): position, d,
// perft, go, analyse and stop for a LambsGame, through the LambsEngine facade. The protocol
// owns one session and sends it the requests while Lambs is the protocol's game; the words of
// every reply are Bagh-Chal's (ENGINE-CLI.md), the moves and records Lambs' (lambs/Record.h).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "engine/lambs/LambsEngine.h"
#include "engine/lambs/LambsGame.h"

namespace bagh::cli {

class LambsSession {
public:
    using Tokens = std::vector<std::string>;
    using Send = std::function<void(const std::string&)>;

    // `send` writes one whole line (or several joined by '\n'); called from the search thread
    // too, so it must be thread-safe (Protocol::send is).
    explicit LambsSession(Send send);
    ~LambsSession();

    // position startpos|record <RECORD>|obx <RECORD> [moves …], d, perft D.
    void position(const Tokens& t);
    void display();
    void perft(const Tokens& t);
    void go(const SearchLimits& limits);
    void analyse(const SearchLimits& limits);
    void stop() { engine_.stop(); }
    // Stops and joins a running search (quit, or a switch of the protocol's game).
    void halt();

    void setLevel(int level) { engine_.setLevel(level); }
    void setHashMb(int mb) { engine_.setHashMb(mb); }
    // Where the solved Lambs tables are looked for first (LambsEngine::setTablesPath).
    void setTablesPath(const std::string& dir) { engine_.setTablesPath(dir); }
    // Captures to win, 1..15 or lambs::kAllGoats; the game restarts from the start.
    void setCaptures(int captures);
    // A new game from the start under `rule` (setoption name Repetition).
    void setRule(RepetitionRule rule);

private:
    void setGame(const lambs::LambsGame& game);

    Send send_;
    lambs::LambsGame game_;
    lambs::LambsEngine engine_;
};

// The report lines for Lambs, in Bagh-Chal's words (search/Report.h).
namespace lambsreport {
std::string infoLine(const lambs::SearchInfo& info);
std::vector<std::string> analysisLines(const lambs::Analysis& a);
}  // namespace lambsreport

}  // namespace bagh::cli
