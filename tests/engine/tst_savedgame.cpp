// Saved games of either game (engine/games/SavedGame.h): whole games round trip, finished games
// carry their result, the players' word (Termination), the no-recurrence rule, the refusals with
// their line, and Bagh-Chal files written before the Game header, for Bagh-Chal and Lambs and
// Tigers alike; and the chess clock both games' players use (engine/games/GameClock.h).
#include <QTest>

#include <string>
#include <string_view>
#include <tuple>

#include "engine/games/GameClock.h"
#include "engine/games/SavedGame.h"
#include "engine/io/GameFile.h"

using bagh::EndReason;
using bagh::GameResult;
using bagh::Outcome;
using bagh::RepetitionRule;
using bagh::games::Game;
using bagh::games::GameKind;
using bagh::games::SavedGame;
using bagh::games::SavedGameReading;

Q_DECLARE_METATYPE(GameKind)
Q_DECLARE_METATYPE(RepetitionRule)

namespace {

// The game of `moves` (move texts separated by blanks) from `start` (a record of `kind`; empty
// for the game's own start); a move that is not legal is a mistake in the test, which fails.
Game gameOf(GameKind kind, int captures, const QString& start, const QString& moves,
            RepetitionRule rule = RepetitionRule::ThirdOccurrenceDraws) {
    Game game = Game::start(kind, rule, captures);
    if (!start.isEmpty()) {
        const auto r = bagh::games::readRecord(kind, captures, start.toStdString(), rule);
        if (!r.ok) qFatal("bad start record in the test: %s", r.error.message().c_str());
        game = r.game;
    }
    for (const QString& text : moves.split(' ', Qt::SkipEmptyParts)) {
        const bagh::games::Move m = game.findLegalMove(text.toStdString());
        if (m.isNull() || !game.play(m)) qFatal("illegal move in the test: %s", qPrintable(text));
    }
    return game;
}

SavedGameReading read(const std::string& text) { return bagh::games::readSavedGame(text); }
SavedGameReading read(const QByteArray& text) {
    return bagh::games::readSavedGame(std::string_view(text.constData(), std::size_t(text.size())));
}

bool contains(const std::string& text, const char* part) {
    return text.find(part) != std::string::npos;
}

// The header lines of a hand-written Lambs file under `captures`.
QByteArray lambsHead(const char* captures, const char* result = "*") {
    return QByteArray("[Game \"lambs\"]\n[Captures \"") + captures +
           "\"]\n[Start \"T/2TT2/6/6/4 g g15 c0\"]\n[Result \"" + result + "\"]\n\n";
}
const QByteArray kBaghHead = "[Start \"T3T/5/5/5/T3T g g20 c0\"]\n[Result \"*\"]\n\n";

// Short games found by play that ends them: five captures, the tigers blocked.
const char* kBaghFiveCaptured = "B5 A5C5 B1 A1C1 B4 C5A3 A4 A3A5 D2 E1C3";
const char* kLambsFiveCaptured = "9 3x15 5 4x6 4 0x10 9 15x3 16 10x21";
const char* kLambsBlocked = "1 0-5 0 3-9 2 9-10 3 5-6 5 10-16 10 16-17 11 17-18 16 18-12 18";

}  // namespace

class TestSavedGame : public QObject {
    Q_OBJECT
private slots:
    // Write, read, the same record, the same result; writing again gives the same bytes.
    void roundTrip_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<int>("captures");
        QTest::addColumn<QString>("start");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<RepetitionRule>("rule");
        QTest::addColumn<QString>("result");
        QTest::addColumn<int>("reason");
        const auto third = RepetitionRule::ThirdOccurrenceDraws;
        const auto none = RepetitionRule::NoRecurrence;
        const int open = int(EndReason::None);
        QTest::newRow("bagh-chal start") << GameKind::BaghChal << 5 << ""
                                         << "" << third << "*" << open;
        QTest::newRow("bagh-chal opening") << GameKind::BaghChal << 5 << ""
                                           << "C1 A1B1 C2 B1A1 C3 E1D1 E1" << third << "*" << open;
        QTest::newRow("bagh-chal tigers first, no recurrence")
            << GameKind::BaghChal << 5 << "T1G1T/5/5/5/T3T t g19 c0"
            << "A1B1 D1 B1A1" << none << "*" << open;
        QTest::newRow("bagh-chal five captured")
            << GameKind::BaghChal << 5 << "" << kBaghFiveCaptured << third << "tigers-win"
            << int(EndReason::FiveCaptured);
        QTest::newRow("lambs start, all") << GameKind::Lambs << 15 << ""
                                          << "" << third << "*" << open;
        QTest::newRow("lambs opening, 6") << GameKind::Lambs << 6 << ""
                                          << "12 0-2 13 3-9 14" << third << "*" << open;
        QTest::newRow("lambs sliding, no recurrence")
            << GameKind::Lambs << 15 << "T/2TT2/6/6/GGG1 g g0 c12"
            << "19-14 0-2" << none << "*" << open;
        QTest::newRow("lambs five captured under 5")
            << GameKind::Lambs << 5 << "" << kLambsFiveCaptured << third << "tigers-win"
            << int(EndReason::FiveCaptured);
        QTest::newRow("lambs tigers blocked, all")
            << GameKind::Lambs << 15 << "" << kLambsBlocked << third << "goats-win"
            << int(EndReason::TigersBlocked);
    }
    void roundTrip() {
        QFETCH(GameKind, kind);
        QFETCH(int, captures);
        QFETCH(QString, start);
        QFETCH(QString, moves);
        QFETCH(RepetitionRule, rule);
        QFETCH(QString, result);
        QFETCH(int, reason);
        SavedGame saved;
        saved.game = gameOf(kind, captures, start, moves, rule);
        saved.tags = {{"Event", "Test \"quoted\""},
                      {"Date", "2025-01-31"},
                      {"Goats", "Asha"},
                      {"Tigers", "Computer (Expert)"},
                      {"Network", "host"}};
        QCOMPARE(int(saved.game.result().reason), reason);
        const std::string text = bagh::games::writeSavedGame(saved);
        const bool lambs = kind == GameKind::Lambs;
        QVERIFY(
            text.starts_with(lambs ? "[Game \"lambs\"]\n[Captures \"" : "[Game \"baghchal\"]\n"));
        QCOMPARE(contains(text, "[Captures "), lambs);
        QVERIFY(contains(text, ("[Result \"" + result.toStdString() + "\"]").c_str()));
        QVERIFY(text.ends_with(result.toStdString() + "\n"));  // the result token last

        const SavedGameReading r = read(text);
        QVERIFY2(r.ok, r.error.message().c_str());
        QVERIFY(r.saved.game.sameRecord(saved.game));
        QCOMPARE(r.saved.game.kind(), kind);
        QCOMPARE(r.saved.game.capturesToWin(), captures);
        QVERIFY(r.saved.game.result() == saved.game.result());
        QCOMPARE(QString::fromStdString(r.saved.result), result);
        QCOMPARE(r.saved.tags, saved.tags);  // Game and Captures are the format's, not tags
        QCOMPARE(bagh::games::savedTag(r.saved, "Tigers"), std::string("Computer (Expert)"));
        QCOMPARE(bagh::games::savedTag(r.saved, "Game"), std::string());
        QCOMPARE(bagh::games::writeSavedGame(r.saved), text);  // stable
    }

    // A game the players ended: Termination says how, and the game comes back ended so.
    void concluded_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<int>("reason");
        QTest::addColumn<QString>("termination");
        for (const auto& [kind, name, moves] :
             {std::tuple{GameKind::BaghChal, "bagh-chal", "C1 A1B1 C2"},
              std::tuple{GameKind::Lambs, "lambs", "12 0-2 13"}}) {
            QTest::addRow("%s: goats resign", name) << kind << moves << int(Outcome::TigersWin)
                                                    << int(EndReason::Resignation) << "resignation";
            QTest::addRow("%s: tigers resign", name)
                << kind << moves << int(Outcome::GoatsWin) << int(EndReason::Resignation)
                << "resignation";
            QTest::addRow("%s: draw agreed", name)
                << kind << moves << int(Outcome::Draw) << int(EndReason::DrawAgreed) << "agreement";
            QTest::addRow("%s: goats lose on time", name)
                << kind << moves << int(Outcome::TigersWin) << int(EndReason::TimeForfeit)
                << "time-forfeit";
            QTest::addRow("%s: tigers lose on time", name)
                << kind << moves << int(Outcome::GoatsWin) << int(EndReason::TimeForfeit)
                << "time-forfeit";
        }
    }
    void concluded() {
        QFETCH(GameKind, kind);
        QFETCH(QString, moves);
        QFETCH(int, outcome);
        QFETCH(int, reason);
        QFETCH(QString, termination);
        SavedGame saved;
        saved.game = gameOf(kind, 6, "", moves);
        saved.tags = {{"Termination", "stale word"}};  // the game's own end replaces it
        QVERIFY(saved.game.conclude(GameResult{Outcome(outcome), EndReason(reason)}));
        const std::string text = bagh::games::writeSavedGame(saved);
        QVERIFY(contains(text, ("[Termination \"" + termination.toStdString() + "\"]").c_str()));
        QVERIFY(!contains(text, "stale word"));
        const SavedGameReading r = read(text);
        QVERIFY2(r.ok, r.error.message().c_str());
        QVERIFY(r.saved.game.sameRecord(saved.game));
        QVERIFY(r.saved.game.result() == saved.game.result());
        QVERIFY(r.saved.game.legalMoves().empty());
        // Taking the last move back reopens the game.
        Game reopened = r.saved.game;
        QVERIFY(reopened.undo());
        QVERIFY(!reopened.result().over());
    }

    // Four moves that come back to the start: the third-repetition rule reads them, the
    // no-recurrence rule refuses the last with its number.
    void noRecurrence_data() {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<QByteArray>("moves");
        QTest::addColumn<QString>("error");
        QTest::newRow("bagh-chal")
            << QByteArray("[Start \"TGGGT/G1G1G/GG1GG/G1G1G/TGGGT t g0 c4\"]\n")
            << QByteArray("1... A1B2 2. C1D2 B2A1 3. D2C1")
            << "line 5: move 4 \"D2C1\" is not legal there";
        QTest::newRow("lambs") << QByteArray(
                                      "[Game \"lambs\"]\n[Captures \"all\"]\n"
                                      "[Start \"T/2TT2/6/6/GGG1 g g0 c12\"]\n")
                               << QByteArray("1. 19-14 0-2 2. 14-19 2-0")
                               << "line 7: move 4 \"2-0\" is not legal there";
    }
    void noRecurrence() {
        QFETCH(QByteArray, head);
        QFETCH(QByteArray, moves);
        QFETCH(QString, error);
        const SavedGameReading third =
            read(head + "[Rule \"third-repetition\"]\n[Result \"*\"]\n\n" + moves + " *\n");
        QVERIFY2(third.ok, third.error.message().c_str());
        QCOMPARE(third.saved.game.length(), 4);
        const SavedGameReading refused =
            read(head + "[Rule \"no-recurrence\"]\n[Result \"*\"]\n\n" + moves + " *\n");
        QVERIFY(!refused.ok);
        QCOMPARE(QString::fromStdString(refused.error.message()), error);
    }

    void refused_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error");
        // Cut short: never a shorter game.
        QTest::newRow("bagh-chal truncated") << kBaghHead + "1. C1 E1D1 2. B2"
                                             << "line 4: the game text ends without its result";
        QTest::newRow("lambs truncated") << lambsHead("5") + "1. 12 0-2\n2. 13"
                                         << "line 7: the game text ends without its result";
        // A result the moves do not give.
        QTest::newRow("bagh-chal wrong result")
            << QByteArray("[Result \"goats-win\"]\n\n") + kBaghFiveCaptured + " goats-win\n"
            << "the moves end in \"tigers-win\" but the result says \"goats-win\"";
        QTest::newRow("lambs wrong result")
            << lambsHead("5", "goats-win") + kLambsFiveCaptured + " goats-win\n"
            << "the moves end in \"tigers-win\" but the result says \"goats-win\"";
        QTest::newRow("lambs captures rule decides the end")  // five captures do not end "all"
            << lambsHead("all", "tigers-win") + kLambsFiveCaptured + " tigers-win\n"
            << "the game is not over, so its result must be \"*\"";
        QTest::newRow("lambs unfinished game with a result")
            << lambsHead("6", "draw") + "1. 12 draw\n"
            << "the game is not over, so its result must be \"*\"";
        QTest::newRow("lambs result token mismatch") << lambsHead("6") + "1. 12 draw\n"
                                                     << "line 6: the game text ends in \"draw\"";
        // Illegal moves, named by their number.
        QTest::newRow("bagh-chal illegal move") << kBaghHead + "1. C1 C1 *\n"
                                                << "line 4: move 2 \"C1\" is not legal there";
        QTest::newRow("lambs illegal move") << lambsHead("6") + "1. 12 0-12 *\n"
                                            << "line 6: move 2 \"0-12\" is not legal there";
        QTest::newRow("lambs placement on a tiger") << lambsHead("6") + "1. 3 *\n"
                                                    << "line 6: move 1 \"3\" is not legal there";
        QTest::newRow("lambs move after the end")
            << lambsHead("5", "tigers-win") + kLambsFiveCaptured + " 12 tigers-win\n"
            << "line 6: move 11 \"12\" comes after the game ended";
        QTest::newRow("bagh-chal move in a lambs game") << lambsHead("6") + "1. C1 *\n"
                                                        << "line 6: move 1 \"C1\" is not a move";
        QTest::newRow("lambs move in a bagh-chal game") << kBaghHead + "1. 12 *\n"
                                                        << "line 4: move 1 \"12\" is not a move";
        // The game and its rules.
        QTest::newRow("lambs without captures")
            << QByteArray("[Event \"x\"]\n[Game \"lambs\"]\n[Result \"*\"]\n\n*\n")
            << "line 2: a Lambs and Tigers game needs its Captures header";
        QTest::newRow("lambs captures 0") << lambsHead("0") + "*\n"
                                          << "line 2: Captures must be a number of captures";
        QTest::newRow("lambs captures 16") << lambsHead("16") + "*\n"
                                           << "line 2: Captures must be a number of captures";
        QTest::newRow("lambs captures word") << lambsHead("five") + "*\n"
                                             << "line 2: Captures must be a number of captures";
        QTest::newRow("bagh-chal with a lambs rule")
            << QByteArray("[Game \"baghchal\"]\n[Captures \"6\"]\n[Result \"*\"]\n\n*\n")
            << "line 2: Captures \"6\" is a Lambs and Tigers rule";
        QTest::newRow("unknown game") << QByteArray("[Game \"chess\"]\n[Result \"*\"]\n\n1. e4 *\n")
                                      << "line 1: the game \"chess\" is not one this program plays";
        QTest::newRow("game named twice")
            << QByteArray("[Game \"lambs\"]\n[Game \"baghchal\"]\n[Result \"*\"]\n\n*\n")
            << "line 2: the Game header appears twice";
        QTest::newRow("lambs start as obx")
            << QByteArray(
                   "[Game \"lambs\"]\n[Captures \"6\"]\n[Start \"T3T/5/5/5/T3T g g20 c0\"]\n"
                   "[Result \"*\"]\n\n*\n")
            << "Start position: ";
        QTest::newRow("lambs start beyond its captures")
            << QByteArray(
                   "[Game \"lambs\"]\n[Captures \"5\"]\n[Start \"T/2TT2/6/6/4 g g9 c6\"]\n"
                   "[Result \"*\"]\n\n*\n")
            << "Start position: captured";
        QTest::newRow("lambs grand win")
            << QByteArray(
                   "[Game \"lambs\"]\n[Captures \"all\"]\n"
                   "[Result \"goats-win\"]\n[GrandWin \"dandee\"]\n\n") +
                   kLambsBlocked + " goats-win\n"
            << "the GrandWin header says \"dandee\" but the moves "
               "end in no grand win";
        QTest::newRow("lambs resignation after the end")
            << QByteArray(
                   "[Game \"lambs\"]\n[Captures \"5\"]\n[Result \"tigers-win\"]\n"
                   "[Termination \"resignation\"]\n\n") +
                   kLambsFiveCaptured + " tigers-win\n"
            << "Termination \"resignation\" but the moves end the game by the rules";
        QTest::newRow("lambs header after the moves")
            << lambsHead("6") + "1. 12\n[Event \"late\"]\n*\n"
            << "line 7: a header after the move text";
    }
    void refused() {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        const SavedGameReading r = read(text);
        QVERIFY(!r.ok);
        QVERIFY2(QString::fromStdString(r.error.message()).startsWith(error),
                 r.error.message().c_str());
    }

    // Files written before the Game header keep loading as Bagh-Chal, exactly as GameFile reads
    // them; a Bagh-Chal file of writeSavedGame is still read by GameFile (its Game header a tag),
    // and a Lambs file is never taken for a Bagh-Chal game there.
    void baghChalFilesOldAndNew() {
        const QByteArray old =
            "[Event \"Bagh-Chal game\"]\n[Goats \"Player 1\"]\n[Tigers \"Player 2\"]\n"
            "[Start \"T3T/5/5/5/T3T g g20 c0 - 0\"]\n[Rule \"third-repetition\"]\n"
            "[Result \"*\"]\n\n1. C1 A1B1 2. C2 B1A1 3. C3 E1D1 4. E1\n*\n";
        const SavedGameReading r = read(old);
        QVERIFY2(r.ok, r.error.message().c_str());
        QCOMPARE(r.saved.game.kind(), GameKind::BaghChal);
        QCOMPARE(r.saved.game.length(), 7);
        const GameFile::ParseResult byGameFile =
            GameFile::parse(std::string_view(old.constData(), std::size_t(old.size())));
        QVERIFY(byGameFile.ok);
        QVERIFY(r.saved.game.sameRecord(Game(byGameFile.record.game)));
        QCOMPARE(r.saved.tags, byGameFile.record.tags);

        // The new file: GameFile's text with the Game line first.
        const std::string text = bagh::games::writeSavedGame(r.saved);
        QCOMPARE(text, "[Game \"baghchal\"]\n" + GameFile::write(byGameFile.record));
        const GameFile::ParseResult again = GameFile::parse(text);
        QVERIFY2(again.ok, again.error.message().c_str());
        QVERIFY(Game(again.record.game).sameRecord(r.saved.game));
        QCOMPARE(GameFile::tag(again.record, "Game"), std::string("baghchal"));
        // GameFile writes it back as it came, and that reads as the same saved game.
        QCOMPARE(GameFile::write(again.record), text);

        SavedGame lambs;
        lambs.game = gameOf(GameKind::Lambs, 6, "", "12 0-2");
        QVERIFY(!GameFile::parse(bagh::games::writeSavedGame(lambs)).ok);
    }

    // Several saved games of both kinds one after another split into records, each readable.
    void mixedRecords() {
        SavedGame a, b;
        a.game = gameOf(GameKind::Lambs, 5, "", kLambsFiveCaptured);
        a.tags = {{"Round", "1"}};
        b.game = gameOf(GameKind::BaghChal, 5, "", "C1 A1B1");
        b.tags = {{"Round", "2"}};
        const std::string text =
            bagh::games::writeSavedGame(a) + "\n" + bagh::games::writeSavedGame(b);
        const auto parts = GameFile::splitRecords(text);
        QCOMPARE(parts.size(), std::size_t(2));
        const SavedGameReading ra = bagh::games::readSavedGame(parts[0]);
        const SavedGameReading rb = bagh::games::readSavedGame(parts[1]);
        QVERIFY2(ra.ok && rb.ok, (ra.error.message() + rb.error.message()).c_str());
        QVERIFY(ra.saved.game.sameRecord(a.game));
        QVERIFY(rb.saved.game.sameRecord(b.game));
        QCOMPARE(bagh::games::savedTag(rb.saved, "Round"), std::string("2"));
    }

    // The format's headers among the tags are written once, from the game.
    void formatHeadersInTagsAreNotDoubled() {
        SavedGame saved;
        saved.game = gameOf(GameKind::Lambs, 6, "", "12");
        saved.tags = {{"Game", "baghchal"}, {"Captures", "5"}, {"Start", "x"}, {"Event", "e"}};
        const std::string text = bagh::games::writeSavedGame(saved);
        QVERIFY(text.starts_with("[Game \"lambs\"]\n[Captures \"6\"]\n[Event \"e\"]\n[Start \"T/"));
        const SavedGameReading r = read(text);
        QVERIFY2(r.ok, r.error.message().c_str());
        QVERIFY(r.saved.game.sameRecord(saved.game));

        saved.game = gameOf(GameKind::BaghChal, 5, "", "C1");
        const std::string bagh = bagh::games::writeSavedGame(saved);
        QVERIFY(bagh.starts_with("[Game \"baghchal\"]\n[Event \"e\"]\n[Start \"T3T/"));
        QVERIFY(read(bagh).ok);
    }

    // The captures rule's words: "all" and 15 are one rule, written "all".
    void capturesWords_data() {
        QTest::addColumn<QByteArray>("word");
        QTest::addColumn<int>("captures");
        QTest::addColumn<QByteArray>("written");
        QTest::newRow("5") << QByteArray("5") << 5 << QByteArray("5");
        QTest::newRow("6") << QByteArray("6") << 6 << QByteArray("6");
        QTest::newRow("all") << QByteArray("all") << 15 << QByteArray("all");
        QTest::newRow("15") << QByteArray("15") << 15 << QByteArray("all");
        QTest::newRow("1") << QByteArray("1") << 1 << QByteArray("1");
    }
    void capturesWords() {
        QFETCH(QByteArray, word);
        QFETCH(int, captures);
        QFETCH(QByteArray, written);
        const SavedGameReading r = read(lambsHead(word.constData()) + "1. 12 *\n");
        QVERIFY2(r.ok, r.error.message().c_str());
        QCOMPARE(r.saved.game.capturesToWin(), captures);
        QVERIFY(contains(bagh::games::writeSavedGame(r.saved),
                         ("[Captures \"" + written.toStdString() + "\"]").c_str()));
    }

    // The chess clock: each move charges its mover and adds the increment; a flag falls at
    // exactly zero and a move after it gets no increment; a stamp runs from when it is set.
    void clockChargesTheMoverAndAddsTheIncrement() {
        using bagh::Side;
        bagh::games::GameClock c({60000, 2000});
        QCOMPARE(c.remaining(0), (bagh::games::Clocks{60000, 60000}));
        QVERIFY(!c.running());
        c.start(Side::Goats, 0);
        QCOMPARE(c.remaining(1500).goatsMs, 58500);
        QVERIFY(c.moved(1500));
        QVERIFY(!c.running());
        QCOMPARE(c.remaining(99999).goatsMs, 60500);  // stopped: time does not run
        c.start(Side::Tigers, 1500);
        QCOMPARE(*c.running(), Side::Tigers);
        QVERIFY(c.moved(11500));
        QCOMPARE(c.remaining(11500), (bagh::games::Clocks{60500, 52000}));
        QVERIFY(c.moved(20000));  // nobody's time runs: nothing to charge
        QCOMPARE(c.remaining(20000), (bagh::games::Clocks{60500, 52000}));
    }
    void clockFlagFalls() {
        using bagh::Side;
        bagh::games::GameClock c({1000, 5000});
        c.start(Side::Goats, 0);
        QVERIFY(!c.flagFallen(999));
        QCOMPARE(*c.untilFlag(999), 1);
        QVERIFY(c.flagFallen(1000));
        QCOMPARE(*c.untilFlag(2000), 0);
        QVERIFY(!c.moved(1200));
        QCOMPARE(c.remaining(1200).goatsMs, 0);  // no increment after the flag
        QVERIFY(!c.untilFlag(1200));
    }
    void clockSetAndStop() {
        using bagh::Side;
        bagh::games::GameClock c({60000, 0});
        c.set({5000, 7000}, Side::Tigers, 100);
        QCOMPARE(c.remaining(1100), (bagh::games::Clocks{5000, 6000}));
        c.stop(1100);
        QCOMPARE(c.remaining(9999), (bagh::games::Clocks{5000, 6000}));
        c.start(Side::Goats, 2000);
        c.start(Side::Tigers, 3000);  // the goats are charged on the way
        QCOMPARE(c.remaining(3000), (bagh::games::Clocks{4000, 6000}));
        QVERIFY(c.remaining(1000000).tigersMs == 0);  // never below zero
    }
    void timeControlLimitsAndText_data() {
        QTest::addColumn<qint64>("base");
        QTest::addColumn<qint64>("increment");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("text");
        QTest::newRow("ten minutes and five") << qint64(600000) << qint64(5000) << true << "600+5";
        QTest::newRow("half seconds") << qint64(90500) << qint64(250) << true << "90.5+0.25";
        QTest::newRow("shortest") << qint64(1000) << qint64(0) << true << "1+0";
        QTest::newRow("too short") << qint64(999) << qint64(0) << false << "0.999+0";
        QTest::newRow("too long") << qint64(bagh::games::kMaxBaseMs + 1) << qint64(0) << false
                                  << "36000.001+0";
        QTest::newRow("increment too big")
            << qint64(60000) << qint64(bagh::games::kMaxIncrementMs + 1) << false << "60+600.001";
        QTest::newRow("negative increment") << qint64(60000) << qint64(-1000) << false << "60+-1";
    }
    void timeControlLimitsAndText() {
        QFETCH(qint64, base);
        QFETCH(qint64, increment);
        QFETCH(bool, valid);
        QFETCH(QString, text);
        const bagh::games::TimeControl t{base, increment};
        QCOMPARE(t.valid(), valid);
        QCOMPARE(QString::fromStdString(bagh::games::timeControlText(t)), text);
    }
    void incrementNeverPassesTheLongestClock() {
        bagh::games::GameClock c({bagh::games::kMaxBaseMs, bagh::games::kMaxIncrementMs});
        c.set({bagh::games::kMaxClockMs, 0}, bagh::Side::Goats, 0);
        QVERIFY(c.moved(0));
        QCOMPARE(c.remaining(0).goatsMs, bagh::games::kMaxClockMs);
    }
};

QTEST_APPLESS_MAIN(TestSavedGame)
#include "tst_savedgame.moc"
