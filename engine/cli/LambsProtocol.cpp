#include "engine/cli/LambsProtocol.h"

#include <sstream>

#include "engine/cli/PositionArg.h"
#include "engine/lambs/Record.h"
#include "engine/search/Report.h"

namespace bagh::cli {

namespace lambsreport {

std::string infoLine(const lambs::SearchInfo& info) {
    std::ostringstream line;
    line << "info depth " << info.depth << " score " << info.score << " value "
         << report::valueWords(info.value, info.proven, info.plies) << " nodes " << info.nodes
         << " nps " << info.nps << " time " << info.timeMs << " hashfull " << info.hashfullPermille
         << " pv";
    for (lambs::Move m : info.pv) line << ' ' << m.toString();
    return line.str();
}

std::vector<std::string> analysisLines(const lambs::Analysis& a) {
    std::vector<std::string> lines;
    lines.push_back("position " + report::valueWords(a.value, a.exact, a.plies, a.score));
    for (const lambs::MoveValue& mv : a.moves)
        lines.push_back("move " + mv.move.toString() + ' ' +
                        report::valueWords(mv.value, mv.exact, mv.plies, mv.score));
    return lines;
}

}  // namespace lambsreport

LambsSession::LambsSession(Send send) : send_(std::move(send)) { engine_.setGame(game_); }

LambsSession::~LambsSession() { halt(); }

void LambsSession::halt() {
    engine_.stop();
    engine_.wait();
}

void LambsSession::setGame(const lambs::LambsGame& game) {
    game_ = game;
    engine_.setGame(game_);  // stops and joins a running search first
}

void LambsSession::setCaptures(int captures) {
    setGame(lambs::LambsGame(lambs::Variant::lambs(captures), game_.rule()));
}

void LambsSession::setRule(RepetitionRule rule) {
    setGame(lambs::LambsGame(game_.variant(), rule));
}

// position startpos [moves …] | position record|obx <RECORD fields…> [moves …]
void LambsSession::position(const Tokens& t) {
    const char* expected = "position: expected 'startpos' or 'record <RECORD>'";
    if (t.size() < 2) return send_(std::string("error: ") + expected);
    const lambs::Variant& v = game_.variant();
    std::size_t i = 2;
    lambs::Position start = lambs::Position::start(v.board());
    if (t[1] == "record" || t[1] == "obx") {
        std::string record;
        for (; i < t.size() && t[i] != "moves"; ++i) record += (record.empty() ? "" : " ") + t[i];
        const lambs::RecordParseResult parsed = lambs::parseRecord(v, record);
        if (!parsed.ok) return send_("error: position: " + parsed.error.message());
        for (const std::string& w : parsed.record.warnings) send_("warning: " + w);
        start = parsed.record.position;
    } else if (t[1] != "startpos") {
        return send_(std::string("error: ") + expected + ", got '" + t[1] + "'");
    }
    if (i < t.size() && t[i] != "moves")
        return send_("error: position: expected 'moves', got " + t[i]);
    lambs::LambsGame game(v, start, game_.rule());
    for (++i; i < t.size(); ++i) {
        const lambs::Move m = lambs::findLegalMove(v, game.current(), t[i]);
        if (m.isNull() || !game.play(m))
            return send_("error: position: illegal move '" + t[i] + "' in " +
                         lambs::writeRecord(v, game.current()) + " (position unchanged)");
    }
    setGame(game);
}

// The board drawn row by row as the notation reads it, centred, then the record.
void LambsSession::display() {
    const lambs::Variant& v = game_.variant();
    const lambs::Position& pos = game_.current();
    int widest = 0;
    for (int n : v.board().spec().rowLengths) widest = std::max(widest, n);
    std::string board;
    int p = 0;
    for (int n : v.board().spec().rowLengths) {
        std::string row(static_cast<std::size_t>(widest - n), ' ');
        for (int k = 0; k < n; ++k, ++p) {
            const lambs::Mask b = lambs::bit(p);
            row += (pos.tigers() & b) ? 'T' : (pos.goats() & b) ? 'G' : '.';
            if (k + 1 < n) row += ' ';
        }
        board += row + '\n';
    }
    const lambs::Move last = game_.moves().empty() ? lambs::Move() : game_.moves().back();
    board += "record " + lambs::writeRecord(v, pos, last);
    const GameResult r = game_.result();
    if (r.over())
        board += std::string("\nresult ") + outcomeName(r.outcome) + " reason " +
                 endReasonName(r.reason);
    send_(board);
}

void LambsSession::perft(const Tokens& t) {
    const auto depth = t.size() == 2 ? parseInteger(t[1], 1, 30) : std::nullopt;
    if (!depth) return send_("error: perft: expected a depth from 1 to 30");
    std::ostringstream lines;
    printPerft(lines, game_.variant(), game_.current(), static_cast<int>(*depth));
    std::string text = lines.str();
    if (!text.empty() && text.back() == '\n') text.pop_back();
    send_(text);
}

void LambsSession::go(const SearchLimits& limits) {
    engine_.go(
        limits, [this](const lambs::SearchInfo& info) { send_(lambsreport::infoLine(info)); },
        [this](lambs::Move best, const lambs::SearchInfo&) {
            send_("bestmove " + (best.isNull() ? std::string("(none)") : best.toString()));
        });
}

void LambsSession::analyse(const SearchLimits& limits) {
    engine_.analyse(limits, [this](const lambs::Analysis& a) {
        if (!a.final) return;  // the final analysis goes out when the search ends
        std::string text;
        for (const std::string& line : lambsreport::analysisLines(a)) text += line + '\n';
        send_(text + "analyse done");
    });
}

}  // namespace bagh::cli
