// The game review (engine/review): the verdict of a move from its values over a table of cases;
// value words and the review's lines read back as written; a short game of each game with a
// known mistake, marked at that ply with a move that keeps the value and a refutation that
// proves the loss; the same position estimated twice alike; a stopped review; the block a saved
// game keeps, read back equal, dropped when the moves differ and refused when damaged.
#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

#include "TestGames.h"
#include "engine/games/GameEngine.h"
#include "engine/games/SavedGame.h"
#include "engine/review/GameReview.h"

using namespace bagh;
using namespace bagh::review;
using games::GameKind;

Q_DECLARE_METATYPE(bagh::review::PlyValue)
Q_DECLARE_METATYPE(bagh::review::Verdict)
Q_DECLARE_METATYPE(bagh::games::GameKind)

namespace {

PlyValue exact(GameValue v, int plies = -1) { return {v, true, plies, 0}; }
PlyValue estimate(int score) { return {GameValue::Unknown, false, -1, score}; }

// Thirteen plies of Bagh-Chal's placement: the shipped book decides the first ten plies'
// positions, nothing shipped the rest.
games::Game placementGame() {
    games::Game game = games::Game::start(GameKind::BaghChal, RepetitionRule::ThirdOccurrenceDraws);
    for (const char* m :
         {"C1", "A1B1", "C5", "B1B2", "E3", "A5A4", "D5", "B2C2", "B1", "E1D2", "E1", "D2D3", "B5"})
        if (!game.play(game.findLegalMove(m))) qFatal("move %s", m);
    return game;
}

bool sameReview(const GameReview& a, const GameReview& b) {
    return a.marginPlies == b.marginPlies && a.plies == b.plies && a.complete == b.complete &&
           a.practised == b.practised;
}

}  // namespace

class TestReview : public QObject {
    Q_OBJECT

private slots:
    void classifyCases_data() {
        QTest::addColumn<PlyValue>("before");
        QTest::addColumn<PlyValue>("after");
        QTest::addColumn<int>("margin");
        QTest::addColumn<Verdict>("verdict");
        const GameValue W = GameValue::Win, D = GameValue::Draw, L = GameValue::Loss;
        // `after` counts from the position after the move: win/9 after win/10 is the best.
        QTest::newRow("win to loss") << exact(W, 10) << exact(L, 5) << 10 << Verdict::Blunder;
        QTest::newRow("win to draw") << exact(W, 10) << exact(D) << 10 << Verdict::Mistake;
        QTest::newRow("draw to loss") << exact(D) << exact(L, 3) << 10 << Verdict::Mistake;
        QTest::newRow("draw to repetition draw") << exact(D) << exact(D, 0) << 10 << Verdict::Best;
        QTest::newRow("draw kept") << exact(D) << exact(D) << 10 << Verdict::Best;
        QTest::newRow("fastest win") << exact(W, 10) << exact(W, 9) << 10 << Verdict::Best;
        QTest::newRow("win at the margin") << exact(W, 10) << exact(W, 19) << 10 << Verdict::Good;
        QTest::newRow("win past the margin")
            << exact(W, 10) << exact(W, 20) << 10 << Verdict::Inaccuracy;
        QTest::newRow("margin 0") << exact(W, 10) << exact(W, 10) << 0 << Verdict::Inaccuracy;
        QTest::newRow("longest loss") << exact(L, 20) << exact(L, 19) << 10 << Verdict::Best;
        QTest::newRow("loss shortened a little")
            << exact(L, 20) << exact(L, 12) << 10 << Verdict::Good;
        QTest::newRow("loss shortened much")
            << exact(L, 20) << exact(L, 5) << 10 << Verdict::Inaccuracy;
        QTest::newRow("win, no distances") << exact(W) << exact(W) << 10 << Verdict::Best;
        QTest::newRow("win, one distance") << exact(W, 10) << exact(W) << 10 << Verdict::Best;
        QTest::newRow("loss escaped by repetition")
            << exact(L, 6) << exact(D, 0) << 10 << Verdict::Best;
        QTest::newRow("win into a win of the game")
            << exact(W, 1) << exact(W, 0) << 10 << Verdict::Best;
        QTest::newRow("estimate before") << estimate(300) << exact(L, 4) << 10 << Verdict::Unknown;
        QTest::newRow("estimate after") << exact(W, 8) << estimate(-900) << 10 << Verdict::Unknown;
        QTest::newRow("both estimates") << estimate(50) << estimate(-400) << 10 << Verdict::Unknown;
    }
    void classifyCases() {
        QFETCH(PlyValue, before);
        QFETCH(PlyValue, after);
        QFETCH(int, margin);
        QFETCH(Verdict, verdict);
        QCOMPARE(verdictWord(classify(before, after, margin)), verdictWord(verdict));
    }

    void verdictWords() {
        for (int i = 0; i < kVerdicts; ++i) {
            const Verdict v = static_cast<Verdict>(i);
            QCOMPARE(parseVerdict(verdictWord(v)), std::optional<Verdict>(v));
        }
        QVERIFY(!parseVerdict("Best"));
        QVERIFY(!parseVerdict(""));
    }

    void valueWords_data() {
        QTest::addColumn<QString>("word");
        QTest::addColumn<bool>("isExact");
        for (const char* w : {"win", "win/31", "draw", "draw/0", "loss", "loss/12", "win/0"})
            QTest::newRow(w) << QString(w) << true;
        for (const char* w : {"+123", "-40", "+0", "+29977"})
            QTest::newRow(w) << QString(w) << false;
    }
    void valueWords() {
        QFETCH(QString, word);
        QFETCH(bool, isExact);
        const std::optional<PlyValue> v = parseValueWord(word.toStdString(), isExact);
        QVERIFY(v);
        QCOMPARE(v->exact, isExact);
        QCOMPARE(QString::fromStdString(valueWord(*v)), word);
        // The other kind does not read it.
        QVERIFY(!parseValueWord(word.toStdString(), !isExact));
    }

    void badValueWords() {
        for (const char* w : {"", "win/", "win/x", "tie", "unknown", "draw/-1", "win/31/2", "WIN"})
            QVERIFY2(!parseValueWord(w, true), w);
        for (const char* w : {"", "123", "+", "+-1", "--1", "+1x", "+1234567"})
            QVERIFY2(!parseValueWord(w, false), w);
    }

    void plyLines() {
        PlyReview p;
        p.ply = 7;
        p.move = *games::parseMove(GameKind::BaghChal, "C2C3");
        p.verdict = Verdict::Mistake;
        p.before = exact(GameValue::Draw);
        p.after = exact(GameValue::Loss, 19);
        p.best = *games::parseMove(GameKind::BaghChal, "D3C3");
        p.refutation = {*games::parseMove(GameKind::BaghChal, "D2B4")};
        p.keptLine = {p.best};
        QCOMPARE(plyLine(GameKind::BaghChal, p),
                 std::string("ply 7 C2C3 mistake before draw exact after loss/19 exact best D3C3 "
                             "refutation D2B4 kept D3C3"));
        PlyReview q;
        q.ply = 12;
        q.move = *games::parseMove(GameKind::Lambs, "3-9");
        q.before = estimate(27);
        q.after = estimate(-33);
        QCOMPARE(plyLine(GameKind::Lambs, q),
                 std::string("ply 12 3-9 unknown before +27 estimate after -33 estimate best -"));
        SideSummary s;
        s.count[static_cast<int>(Verdict::Best)] = 3;
        s.count[static_cast<int>(Verdict::Mistake)] = 1;
        s.judged = 4;
        s.accuracy = 75;
        QCOMPARE(summaryLine(Side::Tigers, s),
                 std::string("summary tigers best 3 good 0 inaccuracy 0 mistake 1 blunder 0 "
                             "unknown 0 accuracy 75.0"));
        QCOMPARE(summaryLine(Side::Goats, SideSummary{}),
                 std::string("summary goats best 0 good 0 inaccuracy 0 mistake 0 blunder 0 "
                             "unknown 0 accuracy -"));
    }

    // The known mistake of each game is marked where it was played, with a move that keeps the
    // draw and a refutation that wins; the side's figures count it.
    void knownMistake_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::newRow("baghchal") << GameKind::BaghChal;
        QTest::newRow("lambs") << GameKind::Lambs;
    }
    void knownMistake() {
        QFETCH(GameKind, kind);
        const games::Game game = testgames::mistakeGame(kind);
        games::GameEngine engine;
        Reviewer reviewer(engine);
        int calls = 0;
        const GameReview r = reviewer.review(game, [&calls](int done, int total) {
            ++calls;
            QCOMPARE(total, 2);
            QCOMPARE(done, calls);
        });
        QVERIFY(r.complete);
        QCOMPARE(calls, 2);
        QCOMPARE(int(r.plies.size()), 2);
        const PlyReview& m = r.plies[0];
        QCOMPARE(m.ply, 1);
        QCOMPARE(m.mover, Side::Goats);
        QCOMPARE(verdictWord(m.verdict), verdictWord(Verdict::Mistake));
        QCOMPARE(m.before.value, GameValue::Draw);
        QCOMPARE(m.after.value, GameValue::Loss);
        QVERIFY(m.before.exact && m.after.exact);
        // The kept move keeps the draw, judged as if played; its line starts with it.
        QVERIFY(!m.best.isNull() && m.best != m.move);
        const PlyReview kept = reviewer.tryMove(game, 0, m.best);
        QCOMPARE(verdictWord(kept.verdict), verdictWord(Verdict::Best));
        QCOMPARE(kept.after.value, GameValue::Draw);
        QVERIFY(!m.keptLine.empty());
        QCOMPARE(m.keptLine.front(), m.best);
        // The refutation is the tigers' winning reply, and best play after it.
        QVERIFY(!m.refutation.empty());
        games::Game after = game;
        after.truncate(1);
        QVERIFY(after.play(m.refutation.front()));
        QCOMPARE(engine.exactValue(after.current()), GameValue::Loss);  // for the goats
        // The tigers' reply in the game was a best move of the won position.
        QCOMPARE(verdictWord(r.plies[1].verdict), verdictWord(Verdict::Best));
        QCOMPARE(r.plies[1].before.value, GameValue::Win);
        QCOMPARE(r.turningPoints(), std::vector<int>{1});
        const SideSummary goats = r.summary(Side::Goats);
        QCOMPARE(goats.of(Verdict::Mistake), 1);
        QCOMPARE(goats.judged, 1);
        QCOMPARE(goats.accuracy, 0.0);
        QCOMPARE(r.summary(Side::Tigers).accuracy, 100.0);
        // One ply alone is the same as in the whole review.
        QVERIFY(reviewer.reviewPly(game, 1) == m);
    }

    // A position no exact source decides gets the same estimate each time, whatever was asked
    // before: the app and the command line print the same.
    void estimatesRepeat() {
        const games::Game game = placementGame();
        games::GameEngine engine;
        Reviewer reviewer(engine, {kDefaultMarginPlies, 3});
        const PlyValue first = reviewer.positionValue(game, 12);
        QVERIFY(!first.exact);
        QCOMPARE(first.value, GameValue::Unknown);
        reviewer.positionValue(game, 13);
        QVERIFY(reviewer.positionValue(game, 12) == first);
        // The start is exact (the shipped opening book).
        QVERIFY(reviewer.positionValue(game, 0).exact);
    }

    // The stop flag ends a running estimate's search, not only the wait between positions:
    // a search that would take hours stops at once, and the review keeps the plies before it.
    void stopDuringAnEstimate() {
        games::Game game = placementGame();
        std::atomic<bool> stop{false};
        games::GameEngine engine;
        Reviewer reviewer(engine, {kDefaultMarginPlies, 60}, &stop);
        // Stopped once the book's plies are done, whatever the load: a fixed delay from the start
        // ended the review before the eleventh ply on a busy machine.
        std::atomic<int> done{0};
        std::thread stopper([&stop, &done] {
            const auto giveUp = std::chrono::steady_clock::now() + std::chrono::seconds(15);
            while (done < 10 && std::chrono::steady_clock::now() < giveUp)
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            stop = true;
        });
        const auto start = std::chrono::steady_clock::now();
        const GameReview r = reviewer.review(game, [&done](int d, int) { done = d; });
        stopper.join();
        QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(20));
        QVERIFY(!r.complete);
        // The book decides the first ten plies' positions; the eleventh leads to an estimate.
        QCOMPARE(int(r.plies.size()), 10);
        QVERIFY(!engine.searching());
    }

    void stoppedReview() {
        const std::atomic<bool> stop{true};
        games::GameEngine engine;
        Reviewer reviewer(engine, {}, &stop);
        const GameReview r = reviewer.review(testgames::mistakeGame(GameKind::BaghChal));
        QVERIFY(!r.complete);
        QVERIFY(r.plies.empty());
    }

    // The block after a saved game: read back equal; an older reader still reads the game.
    void savedBlock_data() { knownMistake_data(); }
    void savedBlock() {
        QFETCH(GameKind, kind);
        const games::Game game = testgames::mistakeGame(kind);
        games::GameEngine engine;
        GameReview r = Reviewer(engine).review(game);
        r.practised = {1};
        const std::string text = games::writeSavedGame({game, {}, "*"}) + writeReviewBlock(game, r);
        const games::SavedGameReading saved = games::readSavedGame(text);
        QVERIFY2(saved.ok, saved.error.message().c_str());
        QVERIFY(saved.saved.game.sameRecord(game));
        std::string why;
        const std::optional<GameReview> back = readReviewBlock(text, saved.saved.game, &why);
        QVERIFY2(back, why.c_str());
        QVERIFY(sameReview(*back, r));
        // Windows line ends read the same.
        std::string crlf;
        for (char c : text) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
        QVERIFY(readReviewBlock(crlf, game, &why));
        // A cut review (cancelled) says it is not complete.
        GameReview part = r;
        part.plies.pop_back();
        part.practised.clear();
        part.complete = false;
        const std::optional<GameReview> partBack =
            readReviewBlock(writeReviewBlock(game, part), game, &why);
        QVERIFY2(partBack, why.c_str());
        QVERIFY(sameReview(*partBack, part));
    }

    // The moves no longer those of the review: dropped, with the reason.
    void blockOfAnotherGame() {
        const games::Game game = testgames::mistakeGame(GameKind::BaghChal);
        games::GameEngine engine;
        const GameReview r = Reviewer(engine).review(game);
        const std::string block = writeReviewBlock(game, r);
        games::Game other = game;
        other.truncate(0);
        QVERIFY(other.play(other.findLegalMove("D3C3")));
        QVERIFY(other.play(other.legalMoves().front()));
        std::string why;
        QVERIFY(!readReviewBlock(block, other, &why));
        QVERIFY2(why.find("ply 1 was D3C3") != std::string::npos, why.c_str());
        games::Game shorter = game;
        shorter.truncate(1);
        QVERIFY(!readReviewBlock(block, shorter, &why));
        QVERIFY2(why.find("2 plies") != std::string::npos, why.c_str());
        QVERIFY(!readReviewBlock("[Result \"*\"]\n\n*\n", game, &why));
        QCOMPARE(why, std::string("no review"));
    }

    void damagedBlock_data() {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::newRow("version") << "; review 1 "
                                 << "; review 2 ";
        QTest::newRow("head") << "margin 10"
                              << "margin ten";
        QTest::newRow("verdict word") << " mistake "
                                      << " mistook ";
        QTest::newRow("verdict against values") << " mistake "
                                                << " best ";
        QTest::newRow("value") << "loss/19 exact"
                               << "loss/x exact";
        QTest::newRow("exactness") << "loss/19 exact"
                                   << "loss/19 estimated";
        QTest::newRow("move") << "; ply 1 C2C3"
                              << "; ply 1 Z9Z9";
        QTest::newRow("order") << "; ply 2 "
                               << "; ply 3 ";
        QTest::newRow("missing ply") << "; ply 2 "
                                     << "; plx 2 ";
        QTest::newRow("empty line") << " refutation "
                                    << " refutation kept ";
        QTest::newRow("practised") << "; practised 1"
                                   << "; practised 5";
    }
    void damagedBlock() {
        QFETCH(QString, from);
        QFETCH(QString, to);
        const games::Game game = testgames::mistakeGame(GameKind::BaghChal);
        games::GameEngine engine;
        GameReview r = Reviewer(engine).review(game);
        r.practised = {1};
        std::string block = writeReviewBlock(game, r);
        const std::size_t at = block.find(from.toStdString());
        QVERIFY2(at != std::string::npos, block.c_str());
        block.replace(at, std::size_t(from.size()), to.toStdString());
        std::string why;
        QVERIFY2(!readReviewBlock(block, game, &why), block.c_str());
        QVERIFY(!why.empty());
    }
};

QTEST_APPLESS_MAIN(TestReview)
#include "tst_review.moc"
