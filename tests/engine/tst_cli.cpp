// The baghchal-engine program as scripts see it: check, perft and the line protocol; and, for
// finished games, the facades those commands are clients of.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <random>

#include "EngineRun.h"
#include "TestEnv.h"
#include "engine/core/Obx.h"
#include "engine/io/DataFiles.h"
#include "engine/lambs/LambsEngine.h"
#include "engine/lambs/Record.h"
#include "engine/search/Engine.h"
#include "engine/search/Score.h"

namespace {

namespace lambs = bagh::lambs;
using Run = testenv::EngineRun;
using testenv::runEngine;

// Plays `text` (a move as the game writes it) if it is legal now.
template <class GameT, class MoveListT>
bool playText(GameT& game, const QString& text) {
    MoveListT legal;
    game.legalMoves(legal);
    for (auto m : legal)
        if (QString::fromStdString(m.toString()) == text) return game.play(m);
    return false;
}

// A game in which the goats feed the tigers: a goat move after which some tiger can jump, and
// every jump, else the first legal move; to its end (or 400 plies). The captures-won rows are
// reached by play this way, not only written down.
template <class GameT, class MoveListT>
QStringList feedTheTigers(GameT game) {
    QStringList moves;
    while (!game.result().over() && moves.size() < 400) {
        MoveListT legal;
        game.legalMoves(legal);
        auto chosen = legal[0];
        for (auto m : legal) {
            if (game.current().sideToMove() == bagh::Side::Tigers) {
                if (!m.isJump()) continue;
            } else {
                GameT next = game;
                next.play(m);
                MoveListT replies;
                next.legalMoves(replies);
                if (std::none_of(replies.begin(), replies.end(), [](auto r) { return r.isJump(); }))
                    continue;
            }
            chosen = m;
            break;
        }
        game.play(chosen);
        moves << QString::fromStdString(chosen.toString());
    }
    return moves;
}

// The facade's reports of a finished game: the final analysis and go's reports carry its
// result for the side to move, exact, 0 plies to the end, and no move.
template <class EngineT, class MoveT, class GameT>
void checkFacade(const GameT& game, const QString& value, int score) {
    EngineT engine;
    engine.setGame(game);
    std::vector<bagh::BasicAnalysis<MoveT>> reports;
    engine.analyse(bagh::SearchLimits{},
                   [&reports](const bagh::BasicAnalysis<MoveT>& a) { reports.push_back(a); });
    engine.wait();
    QVERIFY(!reports.empty());
    const bagh::BasicAnalysis<MoveT>& a = reports.back();
    QVERIFY(a.final);
    QCOMPARE(QString(bagh::valueName(a.value)), value);
    QVERIFY(a.exact);
    QCOMPARE(a.plies, 0);
    QCOMPARE(a.score, score);
    QVERIFY(a.moves.empty());

    std::vector<bagh::BasicSearchInfo<MoveT>> infos;
    int answers = 0;
    MoveT best;
    bagh::BasicSearchInfo<MoveT> answer;
    engine.go(
        bagh::SearchLimits{},
        [&infos](const bagh::BasicSearchInfo<MoveT>& i) { infos.push_back(i); },
        [&](MoveT m, const bagh::BasicSearchInfo<MoveT>& i) {
            ++answers;
            best = m;
            answer = i;
        });
    engine.wait();
    QCOMPARE(answers, 1);
    QVERIFY(best.isNull());
    QCOMPARE(infos.size(), std::size_t{1});
    for (const bagh::BasicSearchInfo<MoveT>& i : {infos.front(), answer}) {
        QCOMPARE(QString(bagh::valueName(i.value)), value);
        QVERIFY(i.proven);
        QCOMPARE(i.plies, 0);
        QCOMPARE(i.score, score);
        QCOMPARE(i.depth, 0);
        QVERIFY(i.pv.empty());
    }
}

// Positions the database and Lambs' shipped sliding layers (five captures) decide, with the
// goats to move holding a draw that C2C3 (Bagh-Chal) and 14-8 (Lambs) throw away
// (tst_review has the same).
constexpr const char* kBaghMistake = "TGGGG/GTGTG/G2GG/G2GG/GTGGG g g0 c3 mB4B2 40";
constexpr const char* kLambsMistake = "T/4TG/G3GG/GGT1GG/GG1G g g0 c4 m9-15 148";

// Writes `text` as file `name` of `dir`; its path.
QString writeText(const QTemporaryDir& dir, const QString& name, const QString& text) {
    const QString path = dir.path() + '/' + name;
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    f.write(text.toLatin1());
    return path;
}

}  // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY2(QFileInfo(testenv::enginePath()).isExecutable(),
                 qPrintable(testenv::enginePath()));
    }

    void dataDirectoriesFromTheEnvironment_data() {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QStringList>("named");
        QTest::newRow("one") << QByteArray("/srv/a") << QStringList{"/srv/a"};
        QTest::newRow("two, an empty part, a repeat")
            << QByteArray("/srv/a::/srv/b/:/srv/a") << QStringList{"/srv/a", "/srv/b/"};
    }
    void dataDirectoriesFromTheEnvironment() {
        // $BAGHCHAL_DATA_DIRS replaces the installed directories (what keeps a machine's
        // installed tables out of the tests); beside the executable and the user's stay.
        QFETCH(QByteArray, value);
        QFETCH(QStringList, named);
        const QByteArray saved = qgetenv("BAGHCHAL_DATA_DIRS");
        qputenv("BAGHCHAL_DATA_DIRS", value);
        const std::vector<std::string> dirs = bagh::dataSearchDirs();
        qunsetenv("BAGHCHAL_DATA_DIRS");
        const std::vector<std::string> installed = bagh::dataSearchDirs();
        if (!saved.isEmpty()) qputenv("BAGHCHAL_DATA_DIRS", saved);
        QStringList expected{QCoreApplication::applicationDirPath()};
        expected += named;
        expected << QString::fromStdString(bagh::userDataDir());
        QStringList got;
        for (const std::string& d : dirs) got << QString::fromStdString(d);
        QCOMPARE(got, expected);
        // Unset: the installed tree beside the executable comes back.
        const std::string share =
            QDir::cleanPath(QCoreApplication::applicationDirPath() + "/../share/baghchal")
                .toStdString();
        QVERIFY(std::find(installed.begin(), installed.end(), share) != installed.end());
    }

    void checkValid() {
        const Run r = runEngine({"check", "TXXXT/XGXXX/XXXXX/XXXXX/TXXXT t c0 mB2 #g1"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QString("T3T/1G3/5/5/T3T t g19 c0 mB2 1\n"));
    }

    void checkWarns() {
        const Run r = runEngine({"check", "TG2T/5/5/5/T3T t g19 c0 mB2 1"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("TG2T/5/5/5/T3T t g19 c0 - 1\nwarning: last move:"));
    }

    void checkInvalid() {
        const Run r = runEngine({"check", "T3T/5/5/5/T3T q g20 c0"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.startsWith("error: turn: "));
    }

    // However mangled, every record gets exit 0 or 2 and a message, quickly.
    void checkGarbage() {
        std::mt19937 rng(11);
        for (int i = 0; i < 60; ++i) {
            QByteArray junk;
            const int n = 1 + rng() % 80;
            for (int k = 0; k < n; ++k) junk += char(1 + rng() % 255);
            const Run r = runEngine({"check", QString::fromLatin1(junk)}, {}, 5000);
            QVERIFY(r.finished);
            QVERIFY(r.exitCode == 0 || r.exitCode == 2);
            QVERIFY(!(r.out + r.err).isEmpty());
        }
        const Run none = runEngine({"check"});
        QCOMPARE(none.exitCode, 2);
        const Run huge = runEngine({"check", QString(100000, 'T')});
        QCOMPARE(huge.exitCode, 2);
    }

    void perftCommand() {
        const Run r = runEngine({"perft", "3"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("depth 1 nodes 21\ndepth 2 nodes 252\ndepth 3 nodes 5052\n"));
        QVERIFY(r.out.contains("time_ms "));
        QCOMPARE(runEngine({"perft", "x"}).exitCode, 2);
        QCOMPARE(runEngine({"perft", "2", "bad obx"}).exitCode, 2);
    }

    // Lambs and Tigers through the same command (engine/lambs), its record and its option.
    void perftLambs() {
        const Run r = runEngine({"perft", "3", "--game", "lambs"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("depth 1 nodes 20\ndepth 2 nodes 120\ndepth 3 nodes 2286\n"));
        const Run mid = runEngine({"perft", "1", "T/2TT2/G5/6/4 t g14 c0 m7 1", "--game", "lambs"});
        QCOMPARE(mid.exitCode, 0);
        QVERIFY(mid.out.startsWith("depth 1 nodes 6\n"));
        // With 5 captures to win a fifth capture ends the game: nothing below it.
        const QString fifth = "T/2TT2/6/6/4 g g10 c5";
        QVERIFY(runEngine({"perft", "1", fifth, "--game", "lambs", "--captures", "5"})
                    .out.startsWith("depth 1 nodes 0\n"));
        QVERIFY(runEngine({"perft", "1", fifth, "--game", "lambs"})
                    .out.startsWith("depth 1 "
                                    "nodes 20\n"));
    }

    // Every subcommand reads its options through one parser and complains in one form:
    // "error: <command>: <what>", then the usage line, exit status 2.
    // review: a saved game of either game, a games file of each game's match; one line a ply,
    // the two summaries a game; the known mistake (a draw thrown away) marked where played.
    void reviewFiles_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("heads");
        QTest::addColumn<QString>("mistake");
        const QString bagh =
            "[Start \"" + QString(kBaghMistake) + "\"]\n[Result \"*\"]\n\n21. C2C3 D2B4 *\n";
        const QString lambsSaved = "[Game \"lambs\"]\n[Captures \"5\"]\n[Start \"" +
                                   QString(kLambsMistake) +
                                   "\"]\n[Result \"*\"]\n\n1. 14-8 15-14 *\n";
        const QString lambsLine =
            "game %1 goats casual tigers expert result none reason maxply "
            "plies 2 captures 5 rule threefold position record " +
            QString(kLambsMistake) + " moves 14-8 15-14\n";
        const QString baghMistake =
            "ply 1 C2C3 mistake before draw exact after loss/19 exact best ";
        const QString lambsMistake = "ply 1 14-8 mistake before draw exact after loss exact best ";
        QTest::newRow("baghchal saved game")
            << bagh << QStringList{"game 1 baghchal plies 2 rules baghchal"} << baghMistake;
        QTest::newRow("lambs saved game")
            << lambsSaved << QStringList{"game 1 lambs plies 2 rules lambs/5"} << lambsMistake;
        QTest::newRow("baghchal games file")
            << "[Event \"baghchal-engine match\"]\n" + bagh + "\n[Round \"2\"]\n" + bagh
            << QStringList{"game 1 baghchal plies 2 rules baghchal",
                           "game 2 baghchal plies 2 rules baghchal"}
            << baghMistake;
        QTest::newRow("lambs games file") << lambsLine.arg(1) + lambsLine.arg(2)
                                          << QStringList{"game 1 lambs plies 2 rules lambs/5",
                                                         "game 2 lambs plies 2 rules lambs/5"}
                                          << lambsMistake;
    }
    void reviewFiles() {
        QFETCH(QString, text);
        QFETCH(QStringList, heads);
        QFETCH(QString, mistake);
        QTemporaryDir dir;
        const QString path = writeText(dir, "games.txt", text);
        const Run r = runEngine({"review", path});
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5 * heads.size());
        for (int g = 0; g < heads.size(); ++g) {
            const QStringList game = lines.mid(5 * g, 5);
            QCOMPARE(game[0], heads[g]);
            QVERIFY2(game[1].startsWith(mistake), qPrintable(game[1]));
            QVERIFY2(game[1].contains(" refutation ") && game[1].contains(" kept "),
                     qPrintable(game[1]));
            QVERIFY2(game[2].startsWith("ply 2 ") && game[2].contains(" best before win"),
                     qPrintable(game[2]));
            QCOMPARE(game[3], QStringLiteral("summary goats best 0 good 0 inaccuracy 0 mistake 1 "
                                             "blunder 0 unknown 0 accuracy 0.0"));
            QCOMPARE(game[4], QStringLiteral("summary tigers best 1 good 0 inaccuracy 0 mistake 0 "
                                             "blunder 0 unknown 0 accuracy 100.0"));
        }
    }

    // Bad input: the file and the line, exit status 2, nothing on stdout.
    void reviewBadFiles_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        const QString bagh =
            "[Start \"" + QString(kBaghMistake) + "\"]\n[Result \"*\"]\n\n21. C2C3 D2B4 *\n";
        QTest::newRow("empty") << ""
                               << ": no game in the file";
        QTest::newRow("illegal move") << "[Result \"*\"]\n\n1. C1 C1 *\n"
                                      << " line 3: move 2 \"C1\" is not legal there";
        QTest::newRow("second record") << bagh + "\n[Round \"2\"]\n[Result \"*\"]\n\n1. C1 C1C2 *\n"
                                       << " line 9: move 2 \"C1C2\" is not legal there";
        QTest::newRow("lambs line")
            << "game 1 x captures 5 rule threefold position record " + QString(kLambsMistake) +
                   " moves 14-8\ngame 2 x captures 5 rule threefold position record " +
                   QString(kLambsMistake) + " moves 14-8 14-8\n"
            << " line 2: move 2 \"14-8\" is not legal there";
        QTest::newRow("lambs rule")
            << "game 1 x captures 5 rule fivefold position record " + QString(kLambsMistake) + "\n"
            << " line 1: rule \"fivefold\" (threefold or traditional)";
        QTest::newRow("lambs record")
            << "game 1 x captures 5 rule threefold position record T/4TG g g0\n"
            << " line 1: record: ";
        QTest::newRow("garbage") << QString("\x01\x02[[[\n;;\n\xff") << " line ";
    }
    void reviewBadFiles() {
        QFETCH(QString, text);
        QFETCH(QString, error);
        QTemporaryDir dir;
        const QString path = writeText(dir, "bad.txt", text);
        const Run r = runEngine({"review", path});
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        const QString expected = "error: review: " + path + error;
        QVERIFY2(r.err.startsWith(expected), qPrintable(r.err + " / " + expected));
        const Run missing = runEngine({"review", dir.path() + "/none.bgc"});
        QCOMPARE(missing.exitCode, 2);
        QCOMPARE(missing.err.trimmed(), "error: review: cannot read " + dir.path() + "/none.bgc");
    }

    void argumentErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("error");
        const QString start = "T3T/5/5/5/T3T g g20 c0";
        QTest::newRow("unknown option")
            << QStringList{"bench", "--bogus"} << "error: bench: unknown option '--bogus'";
        QTest::newRow("unknown single-dash option")
            << QStringList{"dbstats", "-x"} << "error: dbstats: unknown option '-x'";
        QTest::newRow("option of go, not of analyse")
            << QStringList{"analyse", start, "--nodes", "5"}
            << "error: analyse: unknown option '--nodes'";
        QTest::newRow("missing value")
            << QStringList{"go", start, "--depth"} << "error: go: option --depth needs a value";
        QTest::newRow("missing value at the end") << QStringList{"match", "1", "2", "--games"}
                                                  << "error: match: option --games needs a value";
        QTest::newRow("out of range") << QStringList{"go", start, "--depth", "200"}
                                      << "error: go: --depth: expected an integer from 1 to 100, "
                                         "got '200'";
        QTest::newRow("below the range")
            << QStringList{"evaltune", "--positions", "5"}
            << "error: evaltune: --positions: expected an integer from 10 to 100000, got '5'";
        QTest::newRow("not a number") << QStringList{"solveverify", "--samples", "many"}
                                      << "error: solveverify: --samples: expected an integer "
                                         "from 1 to 100000000, got 'many'";
        QTest::newRow("a value that looks like an option")
            << QStringList{"match", "1", "2", "--seed", "-5"}
            << "error: match: --seed: expected an integer from 0 to 1000000000000, got '-5'";
        QTest::newRow("layer out of range")
            << QStringList{"solve", "--to-layer", "40"}
            << "error: solve: --to-layer: expected an integer from 0 to 39, got '40'";
        QTest::newRow("too many arguments")
            << QStringList{"dbstats", "a", "b"} << "error: dbstats: unexpected argument 'b'";
        QTest::newRow("no arguments taken")
            << QStringList{"solve", "extra"} << "error: solve: unexpected argument 'extra'";
        QTest::newRow("a check of the command's own")
            << QStringList{"solve", "--from-layer", "3", "--to-layer", "5"}
            << "error: solve: --to-layer 5 is above --from-layer 3";
        QTest::newRow("no position")
            << QStringList{"go", "--depth", "3"} << "error: go: expected a position as \"<OBX>\"";
        QTest::newRow("perft depth") << QStringList{"perft", "x"}
                                     << "error: perft: depth: expected an integer from 1 to 30, "
                                        "got 'x'";
        QTest::newRow("perft game") << QStringList{"perft", "2", "--game", "chess"}
                                    << "error: perft: --game: expected baghchal or lambs, got "
                                       "'chess'";
        QTest::newRow("perft captures")
            << QStringList{"perft", "2", "--game", "lambs", "--captures", "16"}
            << "error: perft: --captures: expected 1..15 or all, got '16'";
        QTest::newRow("perft captures for Bagh-Chal")
            << QStringList{"perft", "2", "--captures", "5"}
            << "error: perft: --captures: only with --game lambs (Bagh-Chal is won by 5 captures)";
        QTest::newRow("perft lambs record")
            << QStringList{"perft", "2", "T/2TT2/6/6 g g15 c0", "--game", "lambs"}
            << "error: perft: pieces: 4 rows, expected 5 separated by '/'";
        QTest::newRow("match game") << QStringList{"match", "1", "2", "--game", "chess"}
                                    << "error: match: --game: expected baghchal or lambs, got "
                                       "'chess'";
        QTest::newRow("match lambs captures")
            << QStringList{"match", "1", "2", "--game", "lambs", "--captures", "16"}
            << "error: match: --captures: expected 1..15 or all, got '16'";
        QTest::newRow("match captures for Bagh-Chal")
            << QStringList{"match", "1", "2", "--captures", "5"}
            << "error: match: --captures: only with --game lambs (Bagh-Chal is won by 5 captures)";
        QTest::newRow("match lambs player")
            << QStringList{"match", "perfect", "grandmaster", "--game", "lambs"}
            << "error: match: unknown player 'grandmaster' (a level 1-6 or beginner … perfect, "
               "random, greedy, minimax:D, cmd:PROGRAM)";
        QTest::newRow("match minimax depth")
            << QStringList{"match", "minimax:0", "greedy", "--game", "lambs"}
            << "error: match: player 'minimax:0': minimax:D takes a depth D of 1-8 plies";
        QTest::newRow("solve game") << QStringList{"solve", "--game", "chess"}
                                    << "error: solve: --game: expected baghchal or lambs, got "
                                       "'chess'";
        QTest::newRow("solve lambs captures")
            << QStringList{"solve", "--game", "lambs", "--captures", "0"}
            << "error: solve: --captures: expected 1..15 or all, got '0'";
        QTest::newRow("solve lambs layer")
            << QStringList{"solve", "--game", "lambs", "--from-layer", "31"}
            << "error: solve: --from-layer: expected an integer from 0 to 30, got '31'";
        QTest::newRow("solve lambs range")
            << QStringList{"solve", "--game", "lambs", "--from-layer", "3", "--to-layer", "5"}
            << "error: solve: --to-layer 5 is above --from-layer 3";
        QTest::newRow("review margin")
            << QStringList{"review", "game.bgc", "--margin", "x"}
            << "error: review: --margin: expected an integer from 0 to 1000, got 'x'";
        QTest::newRow("review file")
            << QStringList{"review", "--depth", "3"} << "error: review: a FILE to review";
        // xmpp: every word checked before a file is read or a connection tried.
        const QStringList xmpp = {"xmpp", "ram@example.org", "--password-file", "none.pw"};
        QTest::newRow("xmpp account") << QStringList{"xmpp", "ram", "--invite", "sita@example.org"}
                                      << "error: xmpp: ACCOUNT must be an address name@server";
        QTest::newRow("xmpp password file")
            << QStringList{"xmpp", "ram@example.org", "--invite", "sita@example.org"}
            << "error: xmpp: --password-file is required";
        QTest::newRow("xmpp two modes")
            << xmpp + QStringList{"--invite", "sita@example.org", "--accept", "any"}
            << "error: xmpp: give one of --invite, --accept and --watch";
        QTest::newRow("xmpp contact") << xmpp + QStringList{"--watch", "any"}
                                      << "error: xmpp: CONTACT must be an address name@server";
        QTest::newRow("xmpp server") << xmpp + QStringList{"--accept", "any", "--server", "h:99999"}
                                     << "error: xmpp: --server must be HOST or HOST:PORT";
        QTest::newRow("xmpp watchers")
            << xmpp + QStringList{"--invite", "sita@example.org", "--watchers", "all"}
            << "error: xmpp: --watchers must be contacts, any or none";
        QTest::newRow("xmpp no password") << xmpp + QStringList{"--accept", "any"}
                                          << "error: xmpp: cannot read a password from none.pw";
        QTest::newRow("solveprobe lambs record")
            << QStringList{"solveprobe", "--game", "lambs", "T/2TT2/6/6 g g15 c0"}
            << "error: solveprobe: pieces: 4 rows, expected 5 separated by '/'";
    }
    void argumentErrors() {
        QFETCH(QStringList, args);
        QFETCH(QString, error);
        const Run r = runEngine(args);
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        const QStringList lines = r.err.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0], error);
        QVERIFY2(lines[1].startsWith("usage: baghchal-engine " + args[0] + ' '),
                 qPrintable(lines[1]));
    }

    // Options and the pieces of an unquoted record mix in any order.
    void optionsAndRecordInAnyOrder() {
        const Run quoted = runEngine({"go", "T3T/5/5/5/T3T g g20 c0 - 0", "--depth", "3"});
        const Run pieces =
            runEngine({"go", "--depth", "3", "T3T/5/5/5/T3T", "g", "g20", "c0", "-", "0"});
        QCOMPARE(quoted.exitCode, 0);
        QCOMPARE(pieces.exitCode, 0);
        QVERIFY(quoted.out.contains("bestmove "));
        QCOMPARE(pieces.out.section("bestmove ", -1), quoted.out.section("bestmove ", -1));
    }

    void protocolSession() {
        const Run r = runEngine({},
                                "isready\n"
                                "position startpos moves C1 E1D1\n"
                                "d\n"
                                "position startpos moves C1 C1\n"
                                "bogus\n"
                                "position obx T3T/5/5/5/T3T g g20 c0 moves B2\n"
                                "perft 2\n"
                                "quit\n"
                                "isready\n");
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.first(), QString("readyok"));
        QVERIFY(r.out.contains("obx T1GT1/5/5/5/T3T g g19 c0 mE1D1 2"));
        QVERIFY(r.out.contains("error: position: illegal move 'C1'"));
        QVERIFY(r.out.contains("error: unknown command 'bogus'"));
        // After B2 the tigers have 2+2+2+2 slides plus A1 over B2 is blocked by nothing.
        QVERIFY(r.out.contains("depth 1 nodes"));
        QCOMPARE(r.out.count("readyok"), 1);  // nothing after quit
    }

    // The placement tables (here the shipped opening book) make the start position exact.
    void protocolTablesPath() {
        const QString book = QFileInfo(testenv::enginePath()).absolutePath() + "/book";
        if (!QFileInfo(book).isDir()) QSKIP("no opening book beside the engine");
        const Run r =
            runEngine({},
                      "setoption name Bogus value 1\n"
                      "setoption name TablesPath value " +
                          book.toUtf8() + "\nposition startpos\nanalyse depth 2\nisready\nquit\n");
        QVERIFY(r.finished);
        QVERIFY(r.out.contains("error: setoption: unknown option 'Bogus'"));
        QVERIFY(r.out.contains("TablesPath"));
        QVERIFY2(r.out.contains("position draw exact"), qPrintable(r.out));
        QVERIFY(r.out.contains("analyse done"));
        const Run a = runEngine(
            {"analyse", "--game", "lambs", "--captures", "5", "--tables", book, "--depth", "2"});
        QCOMPARE(a.exitCode, 0);
        QVERIFY2(a.out.startsWith("position draw exact"), qPrintable(a.out));
        QCOMPARE(a.out.count(QRegularExpression("move \\d+ draw exact")), 20);
    }

    void solveprobeLines() {
        // One answer per input line, in order; a bad record gets its error and the rest go on.
        const QString book = QFileInfo(testenv::enginePath()).absolutePath() + "/book";
        if (!QFileInfo(book).isDir()) QSKIP("no opening book beside the engine");
        const Run r = runEngine({"solveprobe", "-", "--tables", book},
                                "T3T/5/5/5/T3T g g20 c0\n"
                                "not a record\n"
                                "\n"
                                "T3T/1G3/5/5/T3T t g19 c0\n"
                                "GGG1T/5/1T2G/1T1T1/GGG1G g g12 c0\n");
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 2);  // a bad line
        const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[0], QString("value draw layer 0"));
        QVERIFY2(lines[1].startsWith("error: pieces:"), qPrintable(lines[1]));
        QCOMPARE(lines[2], QString("value draw layer 1"));
        QCOMPARE(lines[3], QString("value unknown layer 16"));  // not in the book
    }

    // The shipped Lambs book (the solved early layers of each captures rule) makes the start
    // and every first move exact, through solveprobe and through the protocol's analyse.
    void lambsBook() {
        const QString book = QFileInfo(testenv::enginePath()).absolutePath() + "/book";
        if (!QFileInfo(book + "/lambs-w5-00.lbt").exists())
            QSKIP("no Lambs book beside the engine");
        const Run probe =
            runEngine({"solveprobe", "--game", "lambs", "--captures", "5", "--tables", book});
        QCOMPARE(probe.exitCode, 0);
        QCOMPARE(probe.out, QString("value draw for goats layer 0\n"));
        const Run after = runEngine({"solveprobe", "--game", "lambs", "T/2TT2/G5/6/4 t g14 c0",
                                     "--captures", "5", "--tables", book});
        QCOMPARE(after.out, QString("value draw for tigers layer 1\n"));
        const Run r = runEngine({}, "setoption name TablesPath value " + book.toUtf8() +
                                        "\nsetoption name Game value lambs\n"
                                        "setoption name Captures value 5\n"
                                        "position startpos\nanalyse depth 3\nisready\nquit\n");
        QVERIFY(r.finished);
        QVERIFY2(r.out.contains("position draw exact"), qPrintable(r.out));
        QCOMPARE(r.out.count(QRegularExpression("move \\d+ draw exact")), 20);
        QVERIFY(r.out.contains("analyse done"));
    }

    // A finished Lambs position is in no table: the rules answer it, whatever tables there are.
    void lambsSolveprobeFinished_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("out");
        QTest::newRow("fifth capture, goats to move")
            << QStringList{"T/TT4/GGGGG1/GGGGG1/4 g g0 c5", "--captures", "5"}
            << "value loss for goats over\n";
        QTest::newRow("tigers blocked")
            << QStringList{"T/GTTGG1/1GGGG1/1GG3/4 t g6 c0"} << "value loss for tigers over\n";
    }
    void lambsSolveprobeFinished() {
        QFETCH(QStringList, args);
        QFETCH(QString, out);
        const Run r = runEngine(QStringList{"solveprobe", "--game", "lambs", "--tables",
                                            QDir::tempPath() + "/no-such-tables"} +
                                args);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, out);
    }

    // `solve --game lambs --from-layer L` reads layer L + 1 from --out and writes the same
    // bytes as the solve that made the shipped book; a damaged layer to read is refused with
    // the reason, not trusted.
    void lambsSolveFromALayer() {
        const QString book = QFileInfo(testenv::enginePath()).absolutePath() + "/book";
        if (!QFileInfo(book + "/lambs-w5-08.lbt").exists())
            QSKIP("no Lambs book beside the engine");
        QTemporaryDir dir;
        const auto file = [](const QString& d, int layer) {
            return d + QStringLiteral("/lambs-w5-%1.lbt").arg(layer, 2, 10, QLatin1Char('0'));
        };
        QVERIFY(QFile::copy(file(book, 8), file(dir.path(), 8)));
        const QStringList args = {"solve",    "--game",    "lambs", "--captures",   "5", "--out",
                                  dir.path(), "--threads", "2",     "--from-layer", "7"};
        const Run r = runEngine(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("solve game lambs captures 5 layers 7..0 positions "),
                 qPrintable(r.out));
        QVERIFY(r.out.contains("start position draw for goats"));
        for (int layer = 0; layer <= 7; ++layer) {
            QFile a(file(book, layer)), b(file(dir.path(), layer));
            QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
            QVERIFY2(a.readAll() == b.readAll(), qPrintable(b.fileName()));
        }
        QFile damaged(file(dir.path(), 8));
        QVERIFY(damaged.open(QIODevice::ReadWrite) && damaged.resize(damaged.size() - 10));
        damaged.close();
        const Run bad = runEngine(args);
        QCOMPARE(bad.exitCode, 1);
        QCOMPARE(bad.err.split('\n', Qt::SkipEmptyParts).last(),
                 "error: solve: cannot resume at layer 7: " + damaged.fileName() +
                     ": truncated or padded: " + QString::number(damaged.size()) + " bytes");
    }

    // Lambs and Tigers through the line protocol: one script per row, the reply it must hold.
    void protocolLambs_data() {
        QTest::addColumn<QByteArray>("script");
        QTest::addColumn<QString>("expected");
        const QByteArray on = "setoption name Game value lambs\n";
        QTest::newRow("start and two moves") << on + "position startpos moves 12 3-9\nd\n"
                                             << "record T/3T2/2T2G/6/4 g g14 c0 m3-9 2";
        QTest::newRow("record keyword")
            << on + "position record T/2TT2/G5/6/4 t g14 c0 moves 0-2\nd\n"
            << "record 1/1TTT2/G5/6/4 g g14 c0 m0-2 2";
        QTest::newRow("obx keyword") << on + "position obx T/2TT2/G5/6/4 t g14 c0 moves 0-2\nd\n"
                                     << "record 1/1TTT2/G5/6/4 g g14 c0 m0-2 2";
        QTest::newRow("illegal move") << on + "position startpos moves 3-9\n"
                                      << "error: position: illegal move '3-9'";
        QTest::newRow("bad record") << on + "position record T/2TT2 g\n"
                                    << "error: position: ";
        QTest::newRow("perft") << on + "perft 3\n"
                               << "depth 3 nodes 2286";
        QTest::newRow("perft 5 captures") << on + "setoption name Captures value 5\nperft 2\n"
                                          << "depth 2 nodes 120";
        QTest::newRow("capture wins")
            << on + "setoption name Captures value 1\n"
                    "position record T/2TT2/2G3/6/4 t g14 c0\ngo depth 3\nisready\n"
            << "bestmove 3x15";
        QTest::newRow("info line") << on + "position startpos\ngo depth 4\nisready\n"
                                   << "info depth 1 score ";
        QTest::newRow("analyse") << on + "position startpos\nanalyse depth 2\nisready\n"
                                 << "move 22 ";
        QTest::newRow("analyse done") << on + "position startpos\nanalyse depth 2\nisready\n"
                                      << "analyse done";
        QTest::newRow("game over") << on + "setoption name Captures value 1\n"
                                           "position record T/2TT2/2G3/6/4 t g14 c0 moves 3x15\n"
                                           "d\ngo depth 2\n"
                                   << "bestmove (none)";
        QTest::newRow("result") << on + "setoption name Captures value 1\n"
                                        "position record T/2TT2/2G3/6/4 t g14 c0 moves 3x15\nd\n"
                                << "result tigers-win reason captures";
        QTest::newRow("back to baghchal")
            << on + "position startpos moves 12\nsetoption name Game value baghchal\nd\n"
            << "obx T3T/5/5/5/T3T g g20 c0";
        QTest::newRow("bad game") << QByteArray("setoption name Game value chess\n")
                                  << "error: setoption: Game: expected lambs or baghchal";
        QTest::newRow("bad captures") << on + "setoption name Captures value 16\n"
                                      << "error: setoption: Captures:";
        // The repetition rule, for both games (the match runner sends it under --rule
        // traditional): a tiger and a goat step away and back, recreating the position.
        const QByteArray shuffle =
            "position obx T3T/GGGGG/GGGGG/GGGGG/T1G1T t g0 c4 moves E5D5 C5B5 D5E5 B5C5\nd\n";
        QTest::newRow("threefold allows a return")
            << "setoption name Repetition value threefold\n" + shuffle
            << "obx T3T/GGGGG/GGGGG/GGGGG/T1G1T t g0 c4 mB5C5";
        QTest::newRow("traditional forbids a return")
            << "setoption name Repetition value traditional\n" + shuffle
            << "error: position: illegal move 'B5C5'";
        QTest::newRow("repetition restarts lambs")
            << on + "position startpos moves 12\nsetoption name Repetition value traditional\nd\n"
            << "record T/2TT2/6/6/4 g g15 c0";
        QTest::newRow("bad repetition")
            << QByteArray("setoption name Repetition value sometimes\n")
            << "error: setoption: Repetition: expected threefold or traditional";
    }

    void protocolLambs() {
        QFETCH(QByteArray, script);
        QFETCH(QString, expected);
        // Searches run in the background; quit stops and joins them after their replies.
        const Run r = runEngine({}, script + "quit\n");
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(expected), qPrintable(r.out));
    }

    // A finished game is exact, in both games and every way of asking (a finished Lambs game
    // came back from analyse as "draw estimate score 0"): its result for the side to move,
    // exact, 0 plies to the end. Each row's game is checked by the rules first, then asked of
    // the facade, of the protocol (analyse and go), and of the subcommands (analyse, and
    // Bagh-Chal's go) with the final position's record where that alone is finished.
    void finishedGamesAreExact_data() {
        QTest::addColumn<QString>("captures");  // empty: Bagh-Chal; else the Lambs rule, 5 or all
        QTest::addColumn<QString>("record");    // where the game starts
        QTest::addColumn<QStringList>("moves");
        QTest::addColumn<QString>("reason");  // how it ended, as `d` says it
        QTest::addColumn<QString>("value");   // for the side to move at the end
        const QString none;
        QTest::newRow("bagh-chal: captures won, by play")
            << none << "T3T/5/5/5/T3T g g20 c0"
            << feedTheTigers<bagh::Game, bagh::MoveList>(bagh::Game()) << "captures"
            << "loss";
        // Every tiger on a corner, its three neighbours and three landing points goats.
        QTest::newRow("bagh-chal: tigers blocked")
            << none << "TGGGT/GG1GG/G1G1G/GG1GG/TGGGT t g3 c0" << QStringList() << "tigers-blocked"
            << "loss";
        QTest::newRow("bagh-chal: goats blocked")
            << none << "1TGGG/TTGGG/GGGGG/GGGGG/GGGGT g g0 c0" << QStringList() << "goats-blocked"
            << "loss";
        const QStringList shuffle{"E5D5", "C5B5", "D5E5", "B5C5"};
        QTest::newRow("bagh-chal: third occurrence")
            << none << "T3T/GGGGG/GGGGG/GGGGG/T1G1T t g0 c4" << shuffle + shuffle << "repetition"
            << "draw";
        const QString start = "T/2TT2/6/6/4 g g15 c0";
        const auto fed = [](int captures) {
            return feedTheTigers<lambs::LambsGame, lambs::MoveList>(
                lambs::LambsGame(lambs::Variant::lambs(captures)));
        };
        QTest::newRow("lambs 5: captures won, the issue's record")
            << "5"
            << "T/2G1T1/GT2GG/3GGG/1GG1 g g1 c5" << QStringList() << "captures"
            << "loss";
        QTest::newRow("lambs 5: captures won, by play") << "5" << start << fed(5) << "captures"
                                                        << "loss";
        QTest::newRow("lambs all: captures won, by play")
            << "all" << start << fed(lambs::kAllGoats) << "captures"
            << "loss";
        // The tigers on 0, 1 and 6, every neighbour and landing point of theirs a goat.
        QTest::newRow("lambs 5: tigers blocked")
            << "5"
            << "T/TGGGGT/GGGGGG/G4G/4 t g3 c0" << QStringList() << "tigers-blocked"
            << "loss";
        // 5 + c empty points that 3 tigers close off from every goat: c = 11 at the least, so
        // only under 12 captures to win or more.
        QTest::newRow("lambs all: goats blocked")
            << "all"
            << "1/4TG/3TGG/4TG/4 g g0 c11" << QStringList() << "goats-blocked"
            << "loss";
        const QStringList steps{"21-22", "0-2", "22-21", "2-0"};
        QTest::newRow("lambs all: third occurrence")
            << "all"
            << "T/2G1T1/GT2GG/3GGG/1GG1 g g0 c6" << steps + steps << "repetition"
            << "draw";
    }
    void finishedGamesAreExact() {
        QFETCH(QString, captures);
        QFETCH(QString, record);
        QFETCH(QStringList, moves);
        QFETCH(QString, reason);
        QFETCH(QString, value);
        const bool lambsGame = !captures.isEmpty();
        const int score = value == "win"    ? bagh::winIn(0)
                          : value == "loss" ? bagh::lossIn(0)
                                            : bagh::kDraw;
        // The game, and the rules' verdict on it; the facade.
        QString finalRecord;  // of the final position, when that alone is finished
        if (lambsGame) {
            const lambs::Variant v =
                lambs::Variant::lambs(captures == "all" ? lambs::kAllGoats : captures.toInt());
            const lambs::RecordParseResult parsed = lambs::parseRecord(v, record.toStdString());
            QVERIFY(parsed.ok);
            lambs::LambsGame game(v, parsed.record.position);
            for (const QString& m : moves)
                QVERIFY2((playText<lambs::LambsGame, lambs::MoveList>(game, m)), qPrintable(m));
            QCOMPARE(QString(bagh::endReasonName(game.result().reason)), reason);
            if (lambs::result(v, game.current()).over())
                finalRecord = QString::fromStdString(lambs::writeRecord(v, game.current()));
            checkFacade<lambs::LambsEngine, lambs::Move>(game, value, score);
        } else {
            const bagh::ObxParseResult parsed = bagh::parseObx(record.toStdString());
            QVERIFY(parsed.ok);
            bagh::Game game(parsed.record.position);
            for (const QString& m : moves)
                QVERIFY2((playText<bagh::Game, bagh::MoveList>(game, m)), qPrintable(m));
            QCOMPARE(QString(bagh::endReasonName(game.result().reason)), reason);
            if (game.current().result().over())
                finalRecord = QString::fromStdString(bagh::writeObx(game.current()));
            checkFacade<bagh::Engine, bagh::Move>(game, value, score);
        }
        if (QTest::currentTestFailed()) return;

        // The line protocol.
        QByteArray script = lambsGame ? "setoption name Game value lambs\n"
                                        "setoption name Captures value " +
                                            captures.toUtf8() + "\nposition record "
                                      : QByteArray("position obx ");
        script += record.toUtf8();
        if (!moves.isEmpty()) script += " moves " + moves.join(' ').toUtf8();
        const Run r = runEngine({}, script + "\nd\nanalyse\ngo\nquit\n");
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.out.contains("error"), qPrintable(r.out));
        QVERIFY2(r.out.contains(" reason " + reason), qPrintable(r.out));
        const QString words = value + " exact plies 0";
        const QString info =
            QString("info depth 0 score %1 value %2 nodes 0 nps 0 time 0 hashfull 0 pv\n")
                .arg(score)
                .arg(words);
        QVERIFY2(r.out.contains("position " + words + "\nanalyse done\n"), qPrintable(r.out));
        QVERIFY2(r.out.contains(info + "bestmove (none)\n"), qPrintable(r.out));

        // The subcommands, given the final position's record.
        if (finalRecord.isEmpty()) return;  // a repetition: the record alone is not finished
        QStringList args{"analyse", finalRecord};
        if (lambsGame)
            args << "--game"
                 << "lambs"
                 << "--captures" << captures;
        const Run a = runEngine(args);
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(a.out, "position " + words + "\n");
        if (lambsGame) return;  // go is Bagh-Chal's only
        const Run g = runEngine({"go", finalRecord});
        QCOMPARE(g.exitCode, 0);
        QCOMPARE(g.out, info + "bestmove (none)\n");
    }

    // Thousands of garbage lines: unknown commands, huge numbers, binary bytes, very long
    // lines. Each gets an error, and the engine still answers isready at the end.
    void protocolSurvivesGarbage() {
        std::mt19937 rng(5);
        QByteArray input;
        const char* prefixes[] = {"go depth ",
                                  "perft ",
                                  "position obx ",
                                  "setoption name Hash value ",
                                  "position startpos moves ",
                                  "setoption name Level value ",
                                  "go nodes ",
                                  "",
                                  "analyse ",
                                  "d "};
        int lines = 0;
        for (; lines < 3000; ++lines) {
            QByteArray line = prefixes[rng() % 10];
            switch (rng() % 4) {
                case 0:
                    line += "99999999999999999999999999";
                    break;
                case 1:
                    line += QByteArray(2000 + rng() % 3000, 'x');
                    break;
                case 2:
                    for (int k = 0; k < 40; ++k) {
                        const char c = char(1 + rng() % 255);
                        if (c != '\n') line += c;
                    }
                    break;
                default:
                    line += "-1 +0 0x10 nan";
            }
            input += line + "\nstop\n";
        }
        input += "isready\nquit\n";
        const Run r = runEngine({}, input, 120000);
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.count("error:") >= lines / 2);
        QVERIFY(r.out.trimmed().endsWith("readyok"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
