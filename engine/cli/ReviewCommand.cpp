// review: the review of every game of a file (engine/review, docs/REVIEW.md), one line a ply.
// The file is a saved game of either game, a Bagh-Chal `match --games-out` file (records one
// after another), or a Lambs `match --game lambs --games-out` file (one game a line). Every game
// is read before any is reviewed, so a bad file prints nothing but its error.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "engine/cli/ArgParser.h"
#include "engine/cli/Commands.h"
#include "engine/games/SavedGame.h"
#include "engine/review/GameReview.h"
#include "engine/util/TextFields.h"

namespace bagh::cli {
namespace {

constexpr const char* kReviewUsage = "review FILE [--margin N] [--depth D] [--tables DIR]";

// What went wrong where: the line of the file (0 for the file as a whole) and why.
struct ReadError {
    int line = 0;
    std::string reason;
};

int lineOf(std::string_view text, std::string_view part) {
    const std::string_view before =
        text.substr(0, static_cast<std::size_t>(part.data() - text.data()));
    int line = 1;
    for (char c : before) line += c == '\n';
    return line;
}

// One line of a Lambs games file:
//   game N … captures W rule threefold|traditional position record <RECORD> [moves M…]
std::optional<ReadError> readLambsLine(std::string_view line, int lineNo,
                                       std::vector<games::Game>* out) {
    auto fail = [lineNo](const std::string& why) { return ReadError{lineNo, why}; };
    const std::size_t position = line.rfind(" position record ");
    if (position == std::string_view::npos) return fail("no \"position record\"");
    const std::vector<std::string_view> head = splitFields(line.substr(0, position));
    // The last four fields before it: captures W rule R.
    if (head.size() < 6 || head[head.size() - 4] != "captures" || head[head.size() - 2] != "rule")
        return fail("no \"captures W rule R\" before the position");
    const std::optional<int> captures = parseNumber(head[head.size() - 3]);
    if (!captures || *captures < 1 || *captures > games::kLambsEveryGoat)
        return fail("captures \"" + std::string(head[head.size() - 3]) + "\"");
    const std::string_view ruleText = head.back();
    if (ruleText != "threefold" && ruleText != "traditional")
        return fail("rule \"" + std::string(ruleText) + "\" (threefold or traditional)");
    const RepetitionRule rule = ruleText == "traditional" ? RepetitionRule::NoRecurrence
                                                          : RepetitionRule::ThirdOccurrenceDraws;
    std::string_view rest = line.substr(position + 17);
    std::string_view moves;
    if (const std::size_t m = rest.find(" moves "); m != std::string_view::npos) {
        moves = rest.substr(m + 7);
        rest = rest.substr(0, m);
    }
    const games::RecordReading start =
        games::readRecord(games::GameKind::Lambs, *captures, rest, rule);
    if (!start.ok) return fail("record: " + start.error.message());
    games::Game game = start.game;
    for (std::string_view text : splitFields(moves)) {
        const games::Move m = game.findLegalMove(text);
        if (m.isNull() || !game.play(m))
            return fail("move " + std::to_string(game.length() + 1) + " \"" + std::string(text) +
                        "\" is not legal there");
    }
    out->push_back(std::move(game));
    return std::nullopt;
}

// Every game of `text`, or the first error.
std::optional<ReadError> readGames(std::string_view text, std::vector<games::Game>* out) {
    std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return ReadError{0, "no game in the file"};
    if (text.substr(first, 5) == "game ") {
        int lineNo = 0;
        std::istringstream lines{std::string(text)};
        std::string line;
        while (std::getline(lines, line)) {
            ++lineNo;
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (line.find_first_not_of(" \t") == std::string::npos) continue;
            if (auto e = readLambsLine(line, lineNo, out)) return e;
        }
        return std::nullopt;
    }
    for (std::string_view record : GameFile::splitRecords(text)) {
        const games::SavedGameReading r = games::readSavedGame(record);
        if (!r.ok) {
            const int line =
                r.error.line > 0 ? lineOf(text, record) + r.error.line - 1 : lineOf(text, record);
            return ReadError{line, r.error.reason};
        }
        out->push_back(r.saved.game);
    }
    return std::nullopt;
}

}  // namespace

int reviewCommand(const Args& args) {
    std::vector<std::string> files;
    std::string tablesDir;
    review::ReviewSettings settings;
    ArgParser p("review", kReviewUsage);
    p.positionals(&files, 1)
        .integer("--margin", 0, 1000, &settings.marginPlies)
        .integer("--depth", 1, 30, &settings.estimateDepth)
        .value("--tables", &tablesDir);
    if (!p.read(args)) return 2;
    if (files.empty()) return p.fail("a FILE to review"), 2;
    const std::string& path = files[0];

    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    if (in) buffer << in.rdbuf();
    if (!in || std::filesystem::is_directory(path)) {
        std::cerr << "error: review: cannot read " << path << '\n';
        return 2;
    }
    const std::string text = buffer.str();
    std::vector<games::Game> games;
    if (const std::optional<ReadError> e = readGames(text, &games)) {
        std::cerr << "error: review: " << path;
        if (e->line > 0) std::cerr << " line " << e->line;
        std::cerr << ": " << e->reason << '\n';
        return 2;
    }

    games::GameEngine engine;
    if (!tablesDir.empty()) {
        std::string error;
        if (!engine.setTablesPath(tablesDir, &error))
            std::cerr << "info: placement tables not used: " << error << '\n';
    }
    review::Reviewer reviewer(engine, settings);
    int k = 0;
    for (const games::Game& game : games) {
        const games::GameKind kind = game.kind();
        games::GameRules rules;
        rules.game = kind;
        rules.lambsCaptures = game.capturesToWin();
        rules.rule = game.rule();
        std::cout << "game " << ++k << ' ' << games::gameKindName(kind) << " plies "
                  << game.length() << " rules " << games::gameRulesName(rules) << '\n';
        const review::GameReview r = reviewer.review(game);
        for (const review::PlyReview& ply : r.plies)
            std::cout << review::plyLine(kind, ply) << '\n';
        for (Side side : {Side::Goats, Side::Tigers})
            std::cout << review::summaryLine(side, r.summary(side)) << '\n';
        std::cout.flush();
    }
    return 0;
}

}  // namespace bagh::cli
