// The sounds: which one a move or an end of game makes, that the compiled-in files are sound
// WAVs, that the window plays them for moves just played (and only those), that View ▸ Sound
// mutes them and is remembered, and that a machine without audio stays silent and quiet.
#include <QAction>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSoundEffect>
#include <QStandardPaths>
#include <QTest>
#include <QtEndian>
#include <cstdlib>

#include "board/BoardView.h"
#include "engine/core/Tables.h"
#include "engine/games/GameAdapters.h"
#include "session/GameSession.h"
#include "sound/SoundBoard.h"
#include "window/MainWindow.h"

Q_DECLARE_METATYPE(bagh::Outcome)

using namespace bagh;
using Sound = SoundBoard::Sound;

namespace {

Square sq(const char* name) { return parseSquare(name); }

GameSetup setupFor(GameMode mode, Side human = Side::Goats) {
    GameSetup s;
    s.mode = mode;
    s.humanSide = human;
    return s;
}

// Tigers to move, four goats taken, and A1 can jump the goat on B1 for the fifth.
games::Game oneCaptureFromTheEnd() {
    const Position pos =
        Position::fromParts(bit(sq("A1")) | bit(sq("E1")) | bit(sq("A5")) | bit(sq("E5")),
                            bit(sq("B1")), 15, 4, Side::Tigers);
    return games::Game(Game(pos));
}

// What a WAV file says about itself, read from its RIFF chunks.
struct WavInfo {
    QString error;  // empty when the file is a well-formed PCM WAV
    int format = 0, channels = 0, rate = 0, bits = 0;
    QVector<qint16> samples;
};

WavInfo readWav(const QByteArray& bytes) {
    WavInfo w;
    auto u16 = [&](qsizetype at) { return qFromLittleEndian<quint16>(bytes.constData() + at); };
    auto u32 = [&](qsizetype at) { return qFromLittleEndian<quint32>(bytes.constData() + at); };
    if (bytes.size() < 12 || !bytes.startsWith("RIFF") || bytes.mid(8, 4) != "WAVE") {
        w.error = QStringLiteral("not a RIFF WAVE file");
        return w;
    }
    if (u32(4) != quint32(bytes.size() - 8)) w.error = QStringLiteral("RIFF size is wrong");
    bool haveFormat = false;
    for (qsizetype at = 12; at + 8 <= bytes.size();) {
        const QByteArray id = bytes.mid(at, 4);
        const quint32 size = u32(at + 4);
        if (at + 8 + qsizetype(size) > bytes.size()) {
            w.error = QStringLiteral("chunk %1 runs past the end").arg(QString::fromLatin1(id));
            return w;
        }
        if (id == "fmt " && size >= 16) {
            haveFormat = true;
            w.format = u16(at + 8);
            w.channels = u16(at + 10);
            w.rate = int(u32(at + 12));
            w.bits = u16(at + 22);
        } else if (id == "data") {
            for (quint32 i = 0; i + 1 < size; i += 2) w.samples << qint16(u16(at + 8 + i));
        }
        at += 8 + size + (size & 1);
    }
    if (!haveFormat) w.error = QStringLiteral("no fmt chunk");
    if (w.samples.isEmpty()) w.error = QStringLiteral("no samples");
    return w;
}

}  // namespace

class TestSound : public QObject {
    Q_OBJECT

private:
    MainWindow* window_ = nullptr;
    BoardView* board() { return window_->boardView(); }
    GameSession* game() { return window_->session(); }

    void click(Square s) {
        QTest::mouseClick(board(), Qt::LeftButton, {}, board()->pointCenter(s).toPoint());
    }
    QAction* action(const QString& text) {
        for (QAction* a : window_->findChildren<QAction*>())
            if (a->text().remove('&') == text) return a;
        qFatal("no action %s", qPrintable(text));
    }
    // Replaces the window with a new one (which reads the settings afresh) playing `setup`.
    bool openWindow(const GameSetup& setup) {
        delete window_;
        window_ = new MainWindow;
        window_->resize(1000, 720);
        window_->setAskQuestions(false);
        window_->boardView()->setAnimationsEnabled(false);
        window_->startNewGame(setup);
        window_->show();
        return QTest::qWaitForWindowExposed(window_);
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("baghchal-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_sound"));
    }
    // The window tests open their own window (the others need none).
    void init() { QSettings().remove(QStringLiteral("view")); }
    void cleanup() {
        delete window_;
        window_ = nullptr;
        QSettings().remove(QStringLiteral("view"));
    }

    void soundForMove_data() {
        QTest::addColumn<games::Move>("move");
        QTest::addColumn<Sound>("sound");
        auto row = [](const char* name, Move m, Sound sound) {
            QTest::newRow(name) << games::fromBaghChal(m) << sound;
        };
        row("placement", Move::placement(sq("C3")), Sound::Place);
        row("placement on A1", Move::placement(sq("A1")), Sound::Place);
        row("goat slide", Move::slide(sq("C3"), sq("C4")), Sound::Slide);
        row("tiger slide", Move::slide(sq("E1"), sq("D1")), Sound::Slide);
        row("capture", Move::jump(sq("A1"), sq("C1")), Sound::Capture);
        row("diagonal capture", Move::jump(sq("A1"), sq("C3")), Sound::Capture);
        row("no move", Move(), Sound::None);
        // Lambs and Tigers' moves sound the same ("12", "3-9", "3x15").
        QTest::newRow("Lambs placement") << games::Move::placement(12) << Sound::Place;
        QTest::newRow("Lambs slide") << games::Move::slide(3, 9) << Sound::Slide;
        QTest::newRow("Lambs capture") << games::Move::jump(3, 9, 15) << Sound::Capture;
    }
    void soundForMove() {
        QFETCH(games::Move, move);
        QFETCH(Sound, sound);
        QCOMPARE(SoundBoard::soundFor(move), sound);
    }

    void endSound_data() {
        QTest::addColumn<Outcome>("outcome");
        QTest::addColumn<int>("listener");  // -1 none, else a Side
        QTest::addColumn<Sound>("sound");
        const int none = -1, tigers = int(Side::Tigers), goats = int(Side::Goats);
        QTest::newRow("game goes on") << Outcome::None << goats << Sound::None;
        QTest::newRow("game goes on, no listener") << Outcome::None << none << Sound::None;
        QTest::newRow("tigers win, two players") << Outcome::TigersWin << none << Sound::Win;
        QTest::newRow("goats win, two players") << Outcome::GoatsWin << none << Sound::Win;
        QTest::newRow("draw, two players") << Outcome::Draw << none << Sound::Draw;
        QTest::newRow("tiger player wins") << Outcome::TigersWin << tigers << Sound::Win;
        QTest::newRow("goat player loses") << Outcome::TigersWin << goats << Sound::Loss;
        QTest::newRow("goat player wins") << Outcome::GoatsWin << goats << Sound::Win;
        QTest::newRow("tiger player loses") << Outcome::GoatsWin << tigers << Sound::Loss;
        QTest::newRow("draw for the goats") << Outcome::Draw << goats << Sound::Draw;
        QTest::newRow("draw for the tigers") << Outcome::Draw << tigers << Sound::Draw;
    }
    void endSound() {
        QFETCH(Outcome, outcome);
        QFETCH(int, listener);
        QFETCH(Sound, sound);
        GameResult r;
        r.outcome = outcome;
        const std::optional<Side> who =
            listener < 0 ? std::nullopt : std::optional<Side>(Side(listener));
        QCOMPARE(SoundBoard::endSoundFor(r, who), sound);
    }

    // Every sound is compiled in as 16-bit PCM mono at 44.1 kHz, a few hundred milliseconds
    // long, audible without clipping, and starting and ending at rest (no click).
    void resourcesAreValidWavs() {
        QCOMPARE(SoundBoard::resourcePath(Sound::None), QString());
        for (int i = 1; i <= SoundBoard::kSoundCount; ++i) {
            const QString path = SoundBoard::resourcePath(Sound(i));
            QVERIFY2(path.startsWith(QLatin1String(":/sounds/")), qPrintable(path));
            QFile f(path);
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
            const WavInfo w = readWav(f.readAll());
            QVERIFY2(w.error.isEmpty(), qPrintable(path + QLatin1String(": ") + w.error));
            QCOMPARE(w.format, 1);  // PCM
            QCOMPARE(w.channels, 1);
            QCOMPARE(w.rate, 44100);
            QCOMPARE(w.bits, 16);
            const double ms = w.samples.size() * 1000.0 / w.rate;
            QVERIFY2(ms >= 80 && ms <= 1000, qPrintable(path + QString::number(ms)));
            int peak = 0;
            for (qint16 s : w.samples) peak = std::max(peak, std::abs(int(s)));
            QVERIFY2(peak > 32767 / 5 && peak < 32767 * 95 / 100, qPrintable(path));
            QVERIFY(std::abs(int(w.samples.first())) < 32767 / 50);
            QVERIFY(std::abs(int(w.samples.last())) < 32767 / 50);
        }
    }

    // Without an audio output (CI, the offscreen tests) sounds are silent: no warning, no wait.
    // With one, they play; either way each is announced once.
    void playsQuietlyWithoutOutput() {
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
        SoundBoard board;
        QSignalSpy cues(&board, &SoundBoard::cue);
        QElapsedTimer clock;
        clock.start();
        for (int i = 1; i <= SoundBoard::kSoundCount; ++i) board.play(Sound(i));
        board.play(Sound::None);
        QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(cues.count(), SoundBoard::kSoundCount);
        board.setMuted(true);
        board.play(Sound::Capture);
        QCOMPARE(cues.count(), SoundBoard::kSoundCount);
    }

    // Where there is an audio output the files load and play; skipped without one.
    void playsWithOutput() {
        SoundBoard board;
        board.play(Sound::Capture);
        if (!board.hasOutput()) QSKIP("no audio output here");
        const QList<QSoundEffect*> effects = board.findChildren<QSoundEffect*>();
        QCOMPARE(effects.size(), SoundBoard::kSoundCount);
        for (QSoundEffect* e : effects) QTRY_COMPARE(e->status(), QSoundEffect::Ready);
        QSoundEffect* capture = nullptr;
        for (QSoundEffect* e : effects)
            if (e->source().path().endsWith(QLatin1String("capture.wav"))) capture = e;
        QVERIFY(capture);
        QSignalSpy playing(capture, &QSoundEffect::playingChanged);
        if (!capture->isPlaying()) QVERIFY(playing.wait(2000));
        board.setMuted(true);
        QTRY_VERIFY(!capture->isPlaying());
    }

    // Moves clicked on the board are heard, each with its own sound; a new game, undo and redo
    // of several moves are not.
    void movesPlayTheirSounds() {
        QVERIFY(openWindow(setupFor(GameMode::TwoPlayers)));
        QSignalSpy cues(window_->soundBoard(), &SoundBoard::cue);
        click(sq("C1"));  // a goat placed
        click(sq("E1"));  // a tiger slides
        click(sq("D1"));
        QCOMPARE(cues.count(), 2);
        QCOMPARE(cues.at(0).at(0).value<Sound>(), Sound::Place);
        QCOMPARE(cues.at(1).at(0).value<Sound>(), Sound::Slide);
        game()->undoTurn();
        game()->goToPly(0);
        game()->goToPly(2);
        window_->startNewGame(setupFor(GameMode::TwoPlayers));
        QTest::qWait(50);
        QCOMPARE(cues.count(), 2);
    }

    // The capture that ends the game: the knock, then the chime; between two players a win.
    void winningCaptureChimes() {
        QVERIFY(openWindow(setupFor(GameMode::TwoPlayers)));
        window_->setGame(oneCaptureFromTheEnd());
        QSignalSpy cues(window_->soundBoard(), &SoundBoard::cue);
        click(sq("A1"));
        click(sq("C1"));
        QCOMPARE(game()->result().outcome, Outcome::TigersWin);
        QCOMPARE(cues.count(), 1);
        QCOMPARE(cues.at(0).at(0).value<Sound>(), Sound::Capture);
        QTRY_COMPARE(cues.count(), 2);
        QCOMPARE(cues.at(1).at(0).value<Sound>(), Sound::Win);
        // Showing the finished game again (undo, redo to the end in one go) chimes no more.
        game()->goToPly(game()->firstPly());
        game()->goToPly(game()->lastPly());
        QTest::qWait(400);
        QCOMPARE(cues.count(), 2);
    }

    // Against the computer the chime is the player's own: the tiger player's capture wins.
    void playerWinsAgainstTheComputer() {
        QVERIFY(openWindow(setupFor(GameMode::HumanVsComputer, Side::Tigers)));
        window_->setGame(oneCaptureFromTheEnd());
        QSignalSpy cues(window_->soundBoard(), &SoundBoard::cue);
        click(sq("A1"));
        click(sq("C1"));
        QTRY_COMPARE(cues.count(), 2);
        QCOMPARE(cues.at(1).at(0).value<Sound>(), Sound::Win);
    }

    // View ▸ Sound (Ctrl+Shift+M) mutes the board at once and is remembered by the next window.
    void muteIsRemembered() {
        QVERIFY(openWindow(setupFor(GameMode::TwoPlayers)));
        QAction* sound = action(QStringLiteral("Sound"));
        QVERIFY(sound->isChecked());
        QVERIFY(!window_->soundBoard()->isMuted());
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_));
        QTest::keyClick(window_, Qt::Key_M, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!sound->isChecked());
        QVERIFY(window_->soundBoard()->isMuted());
        QCOMPARE(QSettings().value(QStringLiteral("view/sound")).toBool(), false);
        QSignalSpy cues(window_->soundBoard(), &SoundBoard::cue);
        click(sq("C1"));
        QCOMPARE(game()->game().length(), 1);
        QCOMPARE(cues.count(), 0);

        QVERIFY(openWindow(setupFor(GameMode::TwoPlayers)));
        sound = action(QStringLiteral("Sound"));
        QVERIFY(!sound->isChecked());
        QVERIFY(window_->soundBoard()->isMuted());
        sound->trigger();
        QVERIFY(!window_->soundBoard()->isMuted());
        QVERIFY(openWindow(setupFor(GameMode::TwoPlayers)));
        QVERIFY(action(QStringLiteral("Sound"))->isChecked());
    }
};

QTEST_MAIN(TestSound)
#include "tst_sound.moc"
