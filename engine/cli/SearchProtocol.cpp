#include "engine/cli/SearchProtocol.h"

#include "engine/cli/PositionArg.h"
#include "engine/search/Report.h"

namespace bagh::cli {
SearchProtocol::SearchProtocol(std::istream& in, std::ostream& out)
    : Protocol(in, out), lambs_([this](const std::string& line) { send(line); }) {
    addHandler("go", [this](const Tokens& t) { go(t); });
    addHandler("analyse", [this](const Tokens& t) { analyse(t); });
    addHandler("analyze", [this](const Tokens& t) { analyse(t); });
    addHandler("stop", [this](const Tokens&) { engine_.stop(); });
    addHandler("setoption", [this](const Tokens& t) { setOption(t); });
    engine_.setGame(game());
}

SearchProtocol::~SearchProtocol() {
    engine_.stop();
    engine_.wait();
}

void SearchProtocol::onPositionChanged() {
    engine_.stop();
    engine_.setGame(game());  // waits for a running search to report first
}

void SearchProtocol::onQuit() {
    engine_.stop();
    engine_.wait();
    lambs_.halt();
}

bool SearchProtocol::divert(const Tokens& t) {
    if (!lambsGame_) return false;
    const std::string& c = t[0];
    if (c == "position") {
        lambs_.position(t);
    } else if (c == "d") {
        lambs_.display();
    } else if (c == "perft") {
        lambs_.perft(t);
    } else if (c == "stop") {
        lambs_.stop();
    } else if (c == "go") {
        SearchLimits limits;
        if (parseLimits(t, "go", &limits)) lambs_.go(limits);
    } else if (c == "analyse" || c == "analyze") {
        SearchLimits limits;
        if (!parseLimits(t, "analyse", &limits)) return true;
        if (limits.nodes > 0)
            error("analyse: takes movetime, depth or infinite");
        else
            lambs_.analyse(limits);
    } else {
        return false;  // isready, setoption: the protocol's own
    }
    return true;
}

bool SearchProtocol::parseLimits(const Tokens& t, const char* command, SearchLimits* limits) {
    for (std::size_t i = 1; i < t.size(); ++i) {
        if (t[i] == "infinite") {
            limits->infinite = true;
            continue;
        }
        const auto n =
            i + 1 < t.size() ? parseInteger(t[i + 1], 1, 1'000'000'000'000LL) : std::nullopt;
        if (!n) {
            error(std::string(command) + ": expected '" + t[i] +
                  "' followed by a positive integer");
            return false;
        }
        if (t[i] == "movetime")
            limits->movetimeMs = *n;
        else if (t[i] == "depth" && *n <= 100)
            limits->depth = static_cast<int>(*n);
        else if (t[i] == "nodes")
            limits->nodes = static_cast<std::uint64_t>(*n);
        else {
            error(std::string(command) + ": unknown limit or value out of range '" + t[i] + "'");
            return false;
        }
        ++i;
    }
    return true;
}

void SearchProtocol::go(const Tokens& t) {
    SearchLimits limits;
    if (!parseLimits(t, "go", &limits)) return;
    engine_.go(
        limits, [this](const SearchInfo& info) { send(report::infoLine(info)); },
        [this](Move best, const SearchInfo&) {
            send("bestmove " + (best.isNull() ? std::string("(none)") : best.toString()));
        });
}

void SearchProtocol::analyse(const Tokens& t) {
    SearchLimits limits;
    if (!parseLimits(t, "analyse", &limits)) return;
    if (limits.nodes > 0) return error("analyse: takes movetime, depth or infinite");
    // Intermediate rounds stay quiet; the final analysis goes out when the search ends.
    engine_.analyse(limits, [this](const Analysis& a) {
        if (!a.final) return;
        std::string text;
        for (const std::string& line : report::analysisLines(a)) text += line + '\n';
        send(text + "analyse done");
    });
}

void SearchProtocol::setOption(const Tokens& t) {
    // setoption name <Name> value <V>
    if (t.size() < 5 || t[1] != "name" || t[3] != "value")
        return error("setoption: expected 'setoption name <Name> value <V>'");
    std::string value = t[4];
    for (std::size_t i = 5; i < t.size(); ++i) value += ' ' + t[i];
    const std::string& name = t[2];
    if (name == "Level") {
        const int level = levelFromName(value);
        if (level < 0) return error("setoption: Level: unknown level '" + value + "'");
        engine_.setLevel(level);
        lambs_.setLevel(level);
    } else if (name == "Game") {
        if (value != "lambs" && value != "baghchal")
            return error("setoption: Game: expected lambs or baghchal, got '" + value + "'");
        // The other game's search stops; each game keeps its own position.
        if (value == "lambs") {
            engine_.stop();
            engine_.wait();
        } else {
            lambs_.halt();
        }
        lambsGame_ = value == "lambs";
    } else if (name == "Captures") {
        const int goats = lambs::lambsBoard().goats();
        const auto n = value == "all" ? std::optional<long long>(lambs::kAllGoats)
                                      : parseInteger(value, 1, goats);
        if (!n)
            return error("setoption: Captures: expected 1 to " + std::to_string(goats) + " or all");
        lambs_.setCaptures(static_cast<int>(*n));
    } else if (name == "Repetition") {
        // Both games: a new game from the start, so send it before `position`.
        if (value != "threefold" && value != "traditional")
            return error("setoption: Repetition: expected threefold or traditional, got '" + value +
                         "'");
        const RepetitionRule rule = value == "traditional" ? RepetitionRule::NoRecurrence
                                                           : RepetitionRule::ThirdOccurrenceDraws;
        setRule(rule);
        lambs_.setRule(rule);
    } else if (name == "Algorithm") {
        Algorithm a;
        if (!algorithmFromName(value, &a))
            return error("setoption: Algorithm: unknown algorithm '" + value +
                         "' (minimax expectimax alphabeta alphabeta+tt scout scout+tt mtdf)");
        engine_.setAlgorithm(a);
    } else if (name == "Hash") {
        const auto mb = parseInteger(value, 1, 4096);
        if (!mb) return error("setoption: Hash: expected megabytes from 1 to 4096");
        engine_.setHashMb(static_cast<int>(*mb));
        lambs_.setHashMb(static_cast<int>(*mb));
    } else if (name == "Threads") {
        const auto n = parseInteger(value, 1, 64);
        if (!n) return error("setoption: Threads: expected 1 to 64");
        engine_.setThreads(static_cast<int>(*n));
    } else if (name == "DbPath") {
        std::string why;
        if (!engine_.setDatabasePath(value, &why))
            return error("setoption: DbPath: " + why + "; playing by search alone");
    } else if (name == "TablesPath") {
        // Both games look there; only the game being played complains about missing tables
        // (Lambs tables are opened when first needed, per captures-to-win rule).
        lambs_.setTablesPath(value);
        std::string why;
        if (!engine_.setTablesPath(value, &why) && !lambsGame_)
            return error("setoption: TablesPath: " + why + "; placement values are estimates");
    } else {
        error("setoption: unknown option '" + name +
              "' (Level, Algorithm, Hash, Threads, DbPath, TablesPath, Game, Captures, "
              "Repetition)");
    }
}

}  // namespace bagh::cli
