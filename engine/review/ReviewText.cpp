// The review in words: verdicts and values, the command line's ply and summary lines, and the
// block a saved game keeps (docs/REVIEW.md). One writer and one reader of each, so the command
// line, the saved game and the app read what the others wrote.
#include <charconv>
#include <cstdio>

#include "engine/review/GameReview.h"
#include "engine/search/Score.h"  // valueName
#include "engine/util/TextFields.h"

namespace bagh::review {
namespace {

constexpr const char* kVerdictWords[kVerdicts] = {"best",    "good",    "inaccuracy",
                                                  "mistake", "blunder", "unknown"};
constexpr std::string_view kBlockHead = "; review ";
constexpr int kBlockVersion = 1;

// A null move as each game writes it ("none", "-") reads back as a null move.
std::string moveWord(games::GameKind kind, games::Move m) { return games::moveText(kind, m); }

std::optional<games::Move> parseMoveWord(games::GameKind kind, std::string_view word) {
    if (word == games::moveText(kind, games::Move())) return games::Move();
    return games::parseMove(kind, word);
}

std::string movesText(games::GameKind kind, const std::vector<games::Move>& moves) {
    std::string out;
    for (games::Move m : moves) out += ' ' + moveWord(kind, m);
    return out;
}

// A signed decimal number of at most 6 digits ("+12", "-3", "+0").
std::optional<int> parseSigned(std::string_view s) {
    if (s.size() < 2 || (s[0] != '+' && s[0] != '-')) return std::nullopt;
    const std::optional<int> n = parseNumber(s.substr(1));
    if (!n) return std::nullopt;
    return s[0] == '-' ? -*n : *n;
}

// Reads the fields of one ply line (after "ply") into *p; "" when it reads, else why not.
std::string readPlyFields(games::GameKind kind, const std::vector<std::string_view>& f,
                          PlyReview* p) {
    // ply N MOVE VERDICT before V K after V K best MOVE [refutation …] [kept …]
    if (f.size() < 12 || f[0] != "ply") return "not a ply line";
    const std::optional<int> n = parseNumber(f[1]);
    if (!n || *n < 1) return "ply number \"" + std::string(f[1]) + "\"";
    p->ply = *n;
    const std::optional<games::Move> move = games::parseMove(kind, f[2]);
    if (!move) return "move \"" + std::string(f[2]) + "\"";
    p->move = *move;
    const std::optional<Verdict> verdict = parseVerdict(f[3]);
    if (!verdict) return "verdict \"" + std::string(f[3]) + "\"";
    p->verdict = *verdict;
    for (int side = 0; side < 2; ++side) {
        const std::size_t at = 4 + 3 * static_cast<std::size_t>(side);
        const char* name = side == 0 ? "before" : "after";
        if (f[at] != name) return std::string("\"") + name + "\" expected";
        const std::string_view mark = f[at + 2];
        if (mark != "exact" && mark != "estimate") return "\"exact\" or \"estimate\" expected";
        const std::optional<PlyValue> v = parseValueWord(f[at + 1], mark == "exact");
        if (!v) return std::string(name) + " value \"" + std::string(f[at + 1]) + "\"";
        (side == 0 ? p->before : p->after) = *v;
    }
    if (f[10] != "best") return "\"best\" expected";
    const std::optional<games::Move> best = parseMoveWord(kind, f[11]);
    if (!best) return "best move \"" + std::string(f[11]) + "\"";
    p->best = *best;
    // Then " refutation MOVES…" and " kept MOVES…", each only when it has moves.
    std::vector<games::Move>* into = nullptr;
    for (std::size_t i = 12; i < f.size(); ++i) {
        const bool opens =
            (f[i] == "refutation" && into == nullptr) || (f[i] == "kept" && into != &p->keptLine);
        if (opens && into && into->empty()) return "an empty line";
        if (opens) {
            into = f[i] == "kept" ? &p->keptLine : &p->refutation;
            continue;
        }
        const std::optional<games::Move> m = games::parseMove(kind, f[i]);
        if (!into || !m) return "move \"" + std::string(f[i]) + "\"";
        if (into->size() >= static_cast<std::size_t>(kLinePlies)) return "a line too long";
        into->push_back(*m);
    }
    if (into && into->empty()) return "an empty line";
    return "";
}

// The lines of `text`, without their line ends.
std::vector<std::string_view> lines(std::string_view text) {
    std::vector<std::string_view> out;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view l = text.substr(0, end);
        if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
        out.push_back(l);
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return out;
}

std::optional<GameReview> refuse(std::string* why, const std::string& reason) {
    if (why) *why = reason;
    return std::nullopt;
}

}  // namespace

const char* verdictWord(Verdict v) {
    const int i = static_cast<int>(v);
    return i >= 0 && i < kVerdicts ? kVerdictWords[i] : "unknown";
}

std::optional<Verdict> parseVerdict(std::string_view word) {
    for (int i = 0; i < kVerdicts; ++i)
        if (word == kVerdictWords[i]) return static_cast<Verdict>(i);
    return std::nullopt;
}

std::string valueWord(const PlyValue& v) {
    if (!v.exact)
        return (v.score < 0 ? "-" : "+") + std::to_string(v.score < 0 ? -v.score : v.score);
    std::string word = valueName(v.value);
    if (v.plies >= 0) word += '/' + std::to_string(v.plies);
    return word;
}

std::optional<PlyValue> parseValueWord(std::string_view word, bool exact) {
    PlyValue v;
    if (!exact) {
        const std::optional<int> score = parseSigned(word);
        if (!score) return std::nullopt;
        v.score = *score;
        return v;
    }
    v.exact = true;
    const std::size_t slash = word.find('/');
    const std::string_view name = word.substr(0, slash);
    if (name == "win")
        v.value = GameValue::Win;
    else if (name == "draw")
        v.value = GameValue::Draw;
    else if (name == "loss")
        v.value = GameValue::Loss;
    else
        return std::nullopt;
    if (slash != std::string_view::npos) {
        const std::optional<int> plies = parseNumber(word.substr(slash + 1));
        if (!plies) return std::nullopt;
        v.plies = *plies;
    }
    return v;
}

std::string plyLine(games::GameKind kind, const PlyReview& p) {
    auto value = [](const PlyValue& v) {
        return valueWord(v) + (v.exact ? " exact" : " estimate");
    };
    std::string line = "ply " + std::to_string(p.ply) + ' ' + moveWord(kind, p.move) + ' ' +
                       verdictWord(p.verdict) + " before " + value(p.before) + " after " +
                       value(p.after) + " best " + moveWord(kind, p.best);
    if (!p.refutation.empty()) line += " refutation" + movesText(kind, p.refutation);
    if (!p.keptLine.empty()) line += " kept" + movesText(kind, p.keptLine);
    return line;
}

std::string summaryLine(Side side, const SideSummary& s) {
    std::string line = side == Side::Goats ? "summary goats" : "summary tigers";
    for (int i = 0; i < kVerdicts; ++i)
        line += std::string(" ") + kVerdictWords[i] + ' ' + std::to_string(s.count[i]);
    char accuracy[16] = "-";
    if (s.accuracy >= 0) std::snprintf(accuracy, sizeof accuracy, "%.1f", s.accuracy);
    return line + " accuracy " + accuracy;
}

std::string writeReviewBlock(const games::Game& game, const GameReview& review) {
    std::string out = std::string(kBlockHead) + std::to_string(kBlockVersion) + " margin " +
                      std::to_string(review.marginPlies) + " plies " +
                      std::to_string(review.plies.size()) + '\n';
    for (const PlyReview& p : review.plies) out += "; " + plyLine(game.kind(), p) + '\n';
    if (!review.practised.empty()) {
        out += "; practised";
        for (int ply : review.practised) out += ' ' + std::to_string(ply);
        out += '\n';
    }
    return out;
}

std::optional<GameReview> readReviewBlock(std::string_view text, const games::Game& game,
                                          std::string* why) {
    const std::vector<std::string_view> all = lines(text);
    std::size_t at = 0;
    while (at < all.size() && all[at].substr(0, kBlockHead.size()) != kBlockHead) ++at;
    if (at == all.size()) return refuse(why, "no review");
    auto damaged = [&](std::size_t i, const std::string& reason) {
        return refuse(why, "review line " + std::to_string(i + 1) + ": " + reason);
    };
    // ; review 1 margin M plies N
    const std::vector<std::string_view> head = splitFields(all[at]);
    if (head.size() != 7 || head[1] != "review" || head[3] != "margin" || head[5] != "plies")
        return damaged(at, "not a review head");
    if (parseNumber(head[2]) != kBlockVersion)
        return damaged(
            at, "version \"" + std::string(head[2]) + "\" is not " + std::to_string(kBlockVersion));
    const std::optional<int> margin = parseNumber(head[4]);
    const std::optional<int> count = parseNumber(head[6]);
    if (!margin || !count) return damaged(at, "margin or plies not a number");
    if (*count > game.length())
        return refuse(why, "the review has " + std::to_string(*count) + " plies, the game " +
                               std::to_string(game.length()));
    GameReview review;
    review.marginPlies = *margin;
    for (int k = 1; k <= *count; ++k) {
        const std::size_t i = at + static_cast<std::size_t>(k);
        if (i >= all.size() || all[i].substr(0, 2) != "; ") return damaged(i, "a ply line missing");
        std::vector<std::string_view> f = splitFields(all[i].substr(2));
        PlyReview p;
        const std::string bad = readPlyFields(game.kind(), f, &p);
        if (!bad.empty()) return damaged(i, bad);
        if (p.ply != k) return damaged(i, "ply " + std::to_string(p.ply) + " out of order");
        if (p.move != game.moveAt(k - 1))
            return refuse(why, "ply " + std::to_string(k) + " was " +
                                   game.moveText(game.moveAt(k - 1)) + " in the game, " +
                                   std::string(f[2]) + " in the review");
        if (p.verdict != classify(p.before, p.after, review.marginPlies))
            return damaged(i, "the verdict does not follow from the values");
        p.mover = game.positionAt(k - 1).sideToMove();
        review.plies.push_back(std::move(p));
    }
    const std::size_t next = at + 1 + static_cast<std::size_t>(*count);
    if (next < all.size() && all[next].substr(0, 12) == "; practised ") {
        for (std::string_view word : splitFields(all[next].substr(12))) {
            const std::optional<int> ply = parseNumber(word);
            if (!ply || *ply < 1 || *ply > *count ||
                (!review.practised.empty() && *ply <= review.practised.back()))
                return damaged(next, "practised ply \"" + std::string(word) + "\"");
            review.practised.push_back(*ply);
        }
    }
    review.complete = *count == game.length();
    return review;
}

}  // namespace bagh::review
