// Saved games: the format round-trips, bad files are refused with their line and reason, and
// a refused file leaves the open game exactly as it was; the file dialogs name the game.
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "AppTest.h"
#include "EngineBridge.h"
#include "TestGames.h"
#include "board/BoardView.h"
#include "dialogs/PositionSetupDialog.h"
#include "engine/core/MoveGen.h"
#include "engine/io/GameFile.h"
#include "files/GameFiles.h"
#include "session/GameSession.h"
#include "window/MainWindow.h"
#include "window/ObxBox.h"

using namespace bagh;

namespace {

// A finished game: goats blunder, a greedy tiger captures five (deterministic).
Game tigerWin() {
    Game g;
    while (!g.result().over() && g.length() < 400) {
        MoveList list;
        g.legalMoves(list);
        Move best = list[0];
        for (Move m : list)
            if (m.isJump()) best = m;
        g.play(best);
    }
    return g;
}

// A position with goats on the board, unlike any game above.
const char* const kOtherPosition = "T3T/5/2G2/5/T3T t g19 c0";

// Runs `action` while a modal dialog it opens (the file dialog of Save As) is cancelled as soon
// as it shows; returns how many dialogs were cancelled.
template <class Action>
int cancellingDialogs(Action action) {
    int cancelled = 0;
    QTimer timer;
    QObject::connect(&timer, &QTimer::timeout, [&] {
        if (auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
            d->reject();
            ++cancelled;
        }
    });
    timer.start(20);
    action();
    return cancelled;
}

bool sameGame(const Game& a, const Game& b) {
    return a.startPosition() == b.startPosition() && a.moves() == b.moves() && a.rule() == b.rule();
}
bool sameGame(const games::Game& a, const games::Game& b) {
    return a.kind() == b.kind() && a.startPosition() == b.startPosition() &&
           a.moves() == b.moves() && a.rule() == b.rule();
}

}  // namespace

class TestGameFile : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

    QString write(const char* name, const QByteArray& text) {
        const QString path = dir_.filePath(QString::fromLatin1(name));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write");
        f.write(text);
        return path;
    }

private slots:
    void initTestCase() {
        apptest::useTestSettings();
        QVERIFY(dir_.isValid());
    }

    void roundTrip_data() {
        QTest::addColumn<int>("which");
        QTest::newRow("empty") << 0;
        QTest::newRow("finished") << 1;
        QTest::newRow("tigers first, no recurrence") << 2;
    }

    void roundTrip() {
        QFETCH(int, which);
        GameFile::Record rec;
        if (which == 0) rec.game = Game();
        if (which == 1) rec.game = tigerWin();
        if (which == 2) {
            rec.game =
                testgames::fromMoves("A1B1 D1 B1A1", bridge::position("T1G1T/5/5/5/T3T t g19 c0"));
            rec.game.setRule(RepetitionRule::NoRecurrence);
        }
        rec.tags = {{"Event", "Test \"quoted\""}, {"Date", "2025-01-31"}};
        const std::string text = GameFile::write(rec);
        const GameFile::ParseResult r = GameFile::parse(text);
        QVERIFY2(r.ok, r.error.message().c_str());
        QVERIFY(sameGame(r.record.game, rec.game));
        QCOMPARE(r.record.result, GameFile::resultToken(rec.game));
        QCOMPARE(GameFile::tag(r.record, "Event"), std::string("Test \"quoted\""));
        QCOMPARE(GameFile::write(r.record), text);  // stable
    }

    // Several records one after another (match --games-out) split into parseable records.
    void splitRecords() {
        GameFile::Record a, b;
        a.game = tigerWin();
        a.tags = {{"Round", "1"}};
        b.game = testgames::fromMoves("A1B1 D1", bridge::position("T1G1T/5/5/5/T3T t g19 c0"));
        b.tags = {{"Round", "2"}};
        const std::string text = GameFile::write(a) + "\n; a comment\n" + GameFile::write(b);
        const std::vector<std::string_view> parts = GameFile::splitRecords(text);
        QCOMPARE(parts.size(), std::size_t(2));
        const GameFile::ParseResult ra = GameFile::parse(parts[0]);
        const GameFile::ParseResult rb = GameFile::parse(parts[1]);
        QVERIFY2(ra.ok && rb.ok, (ra.error.message() + rb.error.message()).c_str());
        QVERIFY(sameGame(ra.record.game, a.game));
        QVERIFY(sameGame(rb.record.game, b.game));
        QCOMPARE(GameFile::tag(rb.record, "Round"), std::string("2"));
        // One record stays whole.
        QCOMPARE(GameFile::splitRecords(GameFile::write(a)).size(), std::size_t(1));
    }

    void refused_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error");
        const QByteArray head = "[Start \"T3T/5/5/5/T3T g g20 c0\"]\n[Result \"*\"]\n\n";
        QTest::newRow("truncated") << head + "1. C1 E1D1 2. B2"
                                   << "line 4: the game text ends without its result";
        QTest::newRow("no result header")
            << QByteArray("1. C1 *\n") << "line 1: the Result header is missing";
        QTest::newRow("garbage") << QByteArray("\x01\x02 nonsense\n")
                                 << "line 1: the Result header is missing";
        QTest::newRow("bad header") << QByteArray("[Result *]\n") << "line 1: expected a header";
        QTest::newRow("illegal move") << head + "1. C1 C1 *\n"
                                      << "line 4: move 2 \"C1\" is not legal there";
        QTest::newRow("not a move") << head + "1. C1 Z9 *\n"
                                    << "line 4: move 2 \"Z9\" is not a move";
        QTest::newRow("bad start")
            << QByteArray("[Start \"T3T/5/5/5/T3T g g20 c9\"]\n[Result \"*\"]\n*\n")
            << "Start position: captured";
        QTest::newRow("wrong result")
            << QByteArray("[Result \"draw\"]\n\n1. C1 draw\n") << "the game is not over";
        QTest::newRow("result mismatch") << head + "1. C1 draw\n"
                                         << "line 4: the game text ends in \"draw\"";
        QTest::newRow("text after result") << head + "1. C1 * E1D1\n"
                                           << "line 4: text after the result";
    }

    void refused() {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        const GameFile::ParseResult r =
            GameFile::parse(std::string_view(text.constData(), std::size_t(text.size())));
        QVERIFY(!r.ok);
        QVERIFY2(QString::fromStdString(r.error.message()).startsWith(error),
                 r.error.message().c_str());
    }

    // Through the window: save, change the game, load, and get the saved game back; then a
    // truncated and a garbage file leave the open game as it was.
    void saveLoadThroughTheWindow() {
        const std::unique_ptr<MainWindow> window = apptest::openWindow();
        QVERIFY(window);
        GameSession* c = window->session();
        QVERIFY(apptest::playTypedMoves(c, {"C1", "A1B1", "C2", "B1A1", "C3"}));
        c->goToPly(2);  // the save holds the whole game, not just up to the shown position
        QVERIFY(c->isModified());
        const QString path = dir_.filePath(QStringLiteral("game.bgc"));
        QString error;
        QVERIFY2(window->gameFiles()->save(path, &error), qPrintable(error));
        QVERIFY(!c->isModified());
        const games::Game saved = c->fullGame();
        QCOMPARE(saved.length(), 5);
        QVERIFY(window->gameFiles()->recentFiles().contains(QFileInfo(path).absoluteFilePath()));

        window->startNewGame(apptest::twoPlayers());
        QVERIFY(apptest::playTypedMoves(c, {"C3"}));
        QVERIFY2(window->openGameFile(path, &error), qPrintable(error));
        QVERIFY(sameGame(c->fullGame(), saved));
        QCOMPARE(c->currentPly(), 5);
        QVERIFY(!c->isModified());
        c->goToPly(0);  // every move of a loaded game can be stepped through
        QCOMPARE(c->currentPly(), 0);
        c->goToPly(5);

        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray whole = f.readAll();
        const std::uint64_t key = c->game().current().key();
        for (const QByteArray& bad :
             {whole.left(whole.size() - 4), QByteArray("\xff\xfe garbage"), QByteArray()}) {
            const QString badPath = write("bad.bgc", bad);
            QVERIFY(!window->openGameFile(badPath, &error));
            QVERIFY2(error.startsWith(QStringLiteral("bad.bgc: ")), qPrintable(error));
            QVERIFY(sameGame(c->fullGame(), saved));
            QCOMPARE(c->game().current().key(), key);
        }
        QVERIFY(!window->openGameFile(dir_.filePath(QStringLiteral("missing.bgc")), &error));
        QVERIFY(sameGame(c->fullGame(), saved));
    }

    // The data-loss path: a game saved as "first game.bgc", then another position through the
    // OBX box, Set Up Position, Edit ▸ Paste or a new game. The title no longer names the file,
    // the unsaved mark shows, and Ctrl+S asks for a file name (cancelled here): the saved file
    // keeps every byte.
    void anotherPositionNeverOverwritesTheFile_data() {
        QTest::addColumn<QString>("how");
        for (const char* how : {"obx box", "set up position", "paste", "new game"})
            QTest::newRow(how) << QString::fromLatin1(how);
    }
    void anotherPositionNeverOverwritesTheFile() {
        QFETCH(QString, how);
        const std::unique_ptr<MainWindow> window = apptest::openWindow();
        QVERIFY(window);
        GameSession* c = window->session();
        QVERIFY(apptest::playTypedMoves(c, {"C1", "A1B1", "C2"}));
        const QString path = dir_.filePath(QStringLiteral("first game.bgc"));
        QString error;
        QVERIFY2(window->gameFiles()->save(path, &error), qPrintable(error));
        QVERIFY(window->windowTitle().startsWith(QStringLiteral("first game.bgc")));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();

        const QString other = QString::fromLatin1(kOtherPosition);
        if (how == "obx box") {
            QLineEdit* edit = window->obxBox()->edit();
            edit->setFocus();
            edit->selectAll();
            QTest::keyClicks(edit, other);
            QTest::keyClick(edit, Qt::Key_Return);
        } else if (how == "set up position") {
            QTimer::singleShot(0, [&] {
                auto* d = qobject_cast<PositionSetupDialog*>(QApplication::activeModalWidget());
                QVERIFY(d);
                d->recordEdit()->setFocus();
                d->recordEdit()->selectAll();
                QTest::keyClicks(d->recordEdit(), other);  // typed, as a player does
                d->accept();
            });
            window->showPositionSetup();
        } else if (how == "paste") {
            QApplication::clipboard()->setText(other);
            apptest::findAction(window.get(), QStringLiteral("Paste Position or Game"))->trigger();
        } else {
            window->startNewGame(apptest::twoPlayers());
            QVERIFY(apptest::playTypedMoves(c, {"C3"}));
        }
        if (how != "new game") QCOMPARE(c->game().current().goatsOnBoard(), 1);
        QVERIFY2(!window->windowTitle().contains(QStringLiteral("first game")),
                 qPrintable(window->windowTitle()));
        QVERIFY(window->isWindowModified());
        QVERIFY(window->gameFiles()->currentPath().isEmpty());

        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        window->boardView()->setFocus();
        const int asked = cancellingDialogs(
            [&] { QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier); });
        QCOMPARE(asked, 1);  // Save As asked for a name
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
    }

    // The file dialogs open in Documents (or home), then where the last game was saved: never
    // the folder the program was started in.
    void fileDialogsStartInAPlayersFolder() {
        QSettings().remove(QStringLiteral("files/folder"));
        const std::unique_ptr<MainWindow> window = apptest::openWindow();
        QVERIFY(window);
        const QString first = window->gameFiles()->startFolder();
        const QString documents =
            QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        QVERIFY2(first == documents || first == QDir::homePath(), qPrintable(first));
        QString error;
        QVERIFY(window->gameFiles()->save(dir_.filePath(QStringLiteral("a.bgc")), &error));
        window->startNewGame(apptest::twoPlayers());  // untitled again
        QCOMPARE(window->gameFiles()->startFolder(), QFileInfo(dir_.path()).absoluteFilePath());
    }

    // Save As names the game being saved in its filter (never "Bagh-Chal games" for Lambs and
    // Tigers); Open, whose files hold either game, names both.
    void fileDialogsNameTheGame_data() {
        QTest::addColumn<bagh::games::GameKind>("kind");
        QTest::addColumn<QString>("filter");
        QTest::newRow("baghchal") << bagh::games::GameKind::BaghChal
                                  << QStringLiteral("Bagh-Chal games (*.bgc)");
        QTest::newRow("lambs") << bagh::games::GameKind::Lambs
                               << QStringLiteral("Lambs and Tigers games (*.bgc)");
    }
    void fileDialogsNameTheGame() {
        QFETCH(bagh::games::GameKind, kind);
        QFETCH(QString, filter);
        const std::unique_ptr<MainWindow> window = apptest::openWindow();
        QVERIFY(window);
        GameSetup setup = apptest::twoPlayers();
        setup.game = kind;
        window->startNewGame(setup);
        auto filtersOf = [&](const QString& action) {
            QStringList seen;
            QTimer::singleShot(0, [&seen] {
                if (auto* d = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                    seen = d->nameFilters();
                    // Wide enough for its columns (it opened at about 520), within the screen.
                    const QSize room = d->screen()->availableGeometry().size() - QSize(32, 64);
                    if (d->width() < std::min(760, room.width())) seen.clear();
                    d->reject();
                }
            });
            apptest::findAction(window.get(), action)->trigger();
            return seen;
        };
        const QStringList saving = filtersOf(QStringLiteral("Save Game As"));
        QVERIFY(!saving.isEmpty());
        QCOMPARE(saving.first(), filter);
        const QStringList opening = filtersOf(QStringLiteral("Open Game"));
        QVERIFY(!opening.isEmpty());
        QVERIFY2(opening.first().contains(QStringLiteral("Bagh-Chal")) &&
                     opening.first().contains(QStringLiteral("Lambs and Tigers")),
                 qPrintable(opening.first()));
    }

    // A game ended by the players' word is saved with its Termination and comes back ended.
    void concludedGamesRoundTrip_data() {
        QTest::addColumn<int>("outcome");
        QTest::addColumn<int>("reason");
        QTest::newRow("goats resign") << int(Outcome::TigersWin) << int(EndReason::Resignation);
        QTest::newRow("tigers resign") << int(Outcome::GoatsWin) << int(EndReason::Resignation);
        QTest::newRow("draw agreed") << int(Outcome::Draw) << int(EndReason::DrawAgreed);
    }
    void concludedGamesRoundTrip() {
        QFETCH(int, outcome);
        QFETCH(int, reason);
        Game g;
        for (const char* m : {"C1", "A1B1", "C2"}) {
            MoveList list;
            g.legalMoves(list);
            g.play(findLegalMove(g.current(), *parseMoveText(m)));
        }
        const GameResult end{Outcome(outcome), EndReason(reason)};
        QVERIFY(g.conclude(end));
        QVERIFY(!g.conclude(end));  // once over, over
        MoveList none;
        g.legalMoves(none);
        QCOMPARE(none.size(), 0);
        GameFile::Record record;
        record.game = g;
        const std::string text = GameFile::write(record);
        QVERIFY(text.find("[Termination \"") != std::string::npos);
        const GameFile::ParseResult r = GameFile::parse(text);
        QVERIFY2(r.ok, r.error.message().c_str());
        QVERIFY(r.record.game.result() == g.result());
        QVERIFY(sameGame(r.record.game, g));
        // Taking the last move back reopens the game.
        Game reopened = r.record.game;
        QVERIFY(reopened.undo());
        QVERIFY(!reopened.result().over());
    }

    void terminationRefusedWhereItDoesNotFit_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("unfinished result")
            << QByteArray("[Result \"*\"]\n[Termination \"resignation\"]\n\n1. C1 *\n");
        QTest::newRow("resignation drawn")
            << QByteArray("[Result \"draw\"]\n[Termination \"resignation\"]\n\n1. C1 draw\n");
        QTest::newRow("agreement won") << QByteArray(
            "[Result \"goats-win\"]\n[Termination \"agreement\"]\n\n1. C1 goats-win\n");
        QTest::newRow("unknown word")
            << QByteArray("[Result \"draw\"]\n[Termination \"boredom\"]\n\n1. C1 draw\n");
    }
    void terminationRefusedWhereItDoesNotFit() {
        QFETCH(QByteArray, text);
        const GameFile::ParseResult r =
            GameFile::parse(std::string_view(text.constData(), std::size_t(text.size())));
        QVERIFY(!r.ok);
        QVERIFY(!r.error.reason.empty());
    }
};

QTEST_MAIN(TestGameFile)
#include "tst_gamefile.moc"
