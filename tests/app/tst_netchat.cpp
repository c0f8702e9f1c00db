// The window's side of a network game beyond the moves, both games: the chat between a host
// window and a guest window on loopback (Enter and Send, an empty line never sent, the input's
// 200 bytes of UTF-8, a peer's control characters and bidirectional overrides never shown, the
// sound of a line heard and its setting), Ctrl+T into the chat and Escape back to the board, the
// chat hidden outside a network game; the network dialog during a game (the connection, not a
// form: the opponent, the code, the state, Leave and the tabs back); the status bar's network
// messages whole at 1280×720; the join question in the question bar (the host's answer by
// Alt+A); and `baghchal --host`'s standard-output lines (HostLog). Loopback only, never announced.
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>

#include "AppTest.h"
#include "board/BoardView.h"
#include "dialogs/ConnectionView.h"
#include "dialogs/NetworkDialog.h"
#include "net/NetHost.h"
#include "play/ChatPanel.h"
#include "play/HostLog.h"
#include "play/NetworkPlay.h"
#include "play/QuestionBar.h"
#include "session/GameSession.h"
#include "sound/SoundBoard.h"
#include "window/MainWindow.h"

using bagh::Side;
using bagh::games::GameKind;

namespace {

struct Pair {
    std::unique_ptr<MainWindow> host;
    std::unique_ptr<MainWindow> guest;
};

// A host window (Sita, goats) and a guest window (Ram) joined on loopback, not announced.
Pair joined(GameKind kind) {
    Pair p{apptest::openWindow(), apptest::openWindow()};
    HostOptions options;
    options.terms.game = kind;
    options.terms.captures = kind == GameKind::Lambs ? bagh::games::kLambsEveryGoat : 5;
    options.terms.hostSide = Side::Goats;
    options.name = QStringLiteral("Sita");
    options.address = QHostAddress::LocalHost;
    options.announce = false;
    QString error;
    if (!p.host->networkPlay()->host(options, &error)) qFatal("host: %s", qPrintable(error));
    if (!p.guest->networkPlay()->join(p.host->networkPlay()->joinCode(), QStringLiteral("Ram"),
                                      &error))
        qFatal("join: %s", qPrintable(error));
    return p;
}

bool connectedBoth(const Pair& p) {
    return p.host->networkPlay()->net()->isConnected() &&
           p.guest->networkPlay()->net()->isConnected();
}

}  // namespace

class TestNetChat : public QObject {
    Q_OBJECT

private slots:
    void init() { apptest::useTestSettings(); }

    void chatBothWays_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::newRow("baghchal") << GameKind::BaghChal;
        QTest::newRow("lambs") << GameKind::Lambs;
    }
    void chatBothWays() {
        QFETCH(GameKind, kind);
        Pair p = joined(kind);
        QTRY_VERIFY_WITH_TIMEOUT(connectedBoth(p), 5000);
        ChatPanel* hostChat = p.host->networkPlay()->chat();
        ChatPanel* guestChat = p.guest->networkPlay()->chat();
        QVERIFY(hostChat->isVisible() && guestChat->isVisible());
        QSignalSpy cues(p.host->soundBoard(), &SoundBoard::cue);

        // The guest types and presses Enter: both read "Ram: …", the host hears it.
        guestChat->input()->setFocus();
        QTest::keyClicks(guestChat->input(), QStringLiteral("namaste"));
        QTest::keyClick(guestChat->input(), Qt::Key_Return);
        QVERIFY(guestChat->input()->text().isEmpty());
        QVERIFY(guestChat->conversationText().contains(QStringLiteral("Ram: namaste")));
        QTRY_VERIFY_WITH_TIMEOUT(
            hostChat->conversationText().contains(QStringLiteral("Ram: namaste")), 5000);
        QVERIFY(cues.contains(QVariantList{QVariant::fromValue(SoundBoard::Sound::Chat)}));

        // The host answers with Send; the sound is off by its setting now.
        QAction* chatSound = p.guest->findChild<QAction*>(QStringLiteral("chatSoundAction"));
        QVERIFY(chatSound && chatSound->isChecked());
        chatSound->setChecked(false);
        QSignalSpy guestCues(p.guest->soundBoard(), &SoundBoard::cue);
        QVERIFY(!hostChat->sendButton()->isEnabled());  // nothing to send yet
        hostChat->input()->setText(QStringLiteral("<b>dhanyabad</b>"));
        QTest::mouseClick(hostChat->sendButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            guestChat->conversationText().contains(QStringLiteral("Sita: <b>dhanyabad</b>")), 5000);
        QVERIFY(hostChat->conversationText().contains(QStringLiteral("Sita: <b>dhanyabad</b>")));
        QVERIFY(guestCues.isEmpty());

        // An empty line (blanks) is never sent.
        const QString before = hostChat->conversationText();
        hostChat->input()->setText(QStringLiteral("   "));
        QTest::keyClick(hostChat->input(), Qt::Key_Return);
        QCOMPARE(hostChat->conversationText(), before);

        // A peer's control characters and bidirectional override never reach the screen.
        p.guest->networkPlay()->net()->sendChat(QStringLiteral("abc") + QChar(0x202E) +
                                                QStringLiteral("def\x07ghi\nx"));
        QTRY_VERIFY_WITH_TIMEOUT(hostChat->conversationText().contains(QStringLiteral("abc")),
                                 5000);
        const QString shown = hostChat->conversationText();
        QVERIFY(!shown.contains(QChar(0x202E)) && !shown.contains(QChar(7)));
        // The panel sanitises again whatever it is given.
        hostChat->addLine(QStringLiteral("Ra\u202Em"), QStringLiteral("x\u2066y\x1bz"));
        QVERIFY(hostChat->conversationText().endsWith(QStringLiteral("Ram: xyz")));

        // Leaving hides the chat; the game stays.
        p.guest->networkPlay()->leave();
        QVERIFY(!guestChat->isVisible());
    }

    void inputKeepsTheProtocolsLimit() {
        ChatPanel chat;
        chat.show();
        QTest::keyClicks(chat.input(), QString(250, QLatin1Char('a')));
        QCOMPARE(chat.input()->text().size(), 200);
        chat.input()->clear();
        // Devanagari: three bytes a letter; a character is never cut in two.
        chat.input()->setText(QString(80, QChar(0x0915)));
        QCOMPARE(chat.input()->text(), QString(66, QChar(0x0915)));
        // Four-byte characters (surrogate pairs) stay whole.
        const QString tiger = QString::fromUcs4(U"\U0001F405");
        QString many;
        for (int i = 0; i < 60; ++i) many += tiger;
        QCOMPARE(ChatPanel::cutToBytes(many, 200), many.left(100));
        QCOMPARE(ChatPanel::cutToBytes(QStringLiteral("ab") + tiger, 5), QStringLiteral("ab"));
    }

    void chatKeysAndPlace() {
        // Before a network game: no chat, no chat key.
        auto lone = apptest::openWindow();
        QAction* chatKey = lone->findChild<QAction*>(QStringLiteral("chatAction"));
        QVERIFY(chatKey && !chatKey->isVisible());
        QVERIFY(!lone->networkPlay()->chat()->isVisible());
        lone.reset();

        Pair p = joined(GameKind::BaghChal);
        QTRY_VERIFY_WITH_TIMEOUT(connectedBoth(p), 5000);
        MainWindow* w = p.host.get();
        w->resize(1280, 720);
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w));
        w->boardView()->setFocus();
        ChatPanel* chat = w->networkPlay()->chat();
        chat->setFolded(true);
        QTest::keySequence(w, QKeySequence(Qt::CTRL | Qt::Key_T));
        QTRY_VERIFY(chat->input()->hasFocus());
        QVERIFY(!chat->isFolded());  // the key unfolds the conversation
        // Typed letters are the chat's, not the window's single-key shortcuts (H: hint).
        QTest::keyClicks(chat->input(), QStringLiteral("hp"));
        QCOMPARE(chat->input()->text(), QStringLiteral("hp"));
        QTest::keyClick(chat->input(), Qt::Key_Escape);
        QTRY_VERIFY(w->boardView()->hasFocus());
        // The board keeps its size beside the chat at 1280×720: the chat is in the side panel.
        QVERIFY2(w->boardView()->height() > 400,
                 qPrintable(QString::number(w->boardView()->height())));
        // Folded, the card counts what came meanwhile.
        chat->setFolded(true);
        p.guest->networkPlay()->net()->sendChat(QStringLiteral("one"));
        QTRY_VERIFY_WITH_TIMEOUT(chat->conversationText().contains(QStringLiteral("one")), 5000);
        QVERIFY(chat->findChild<QLabel*>()->text().contains(QStringLiteral("1")));
        chat->setFolded(false);
    }

    // The dialog during a game shows the connection: opponent, code, state; Leave gives the
    // tabs back. The messages of joining and of a lost line fit the status bar at 1280×720.
    void dialogShowsTheConnection() {
        Pair p = joined(GameKind::BaghChal);
        p.host->resize(1280, 720);
        p.guest->resize(1280, 720);
        QTRY_VERIFY_WITH_TIMEOUT(connectedBoth(p), 5000);
        QTRY_VERIFY(p.host->statusBar()->currentMessage().contains(QStringLiteral("Ram joined")));
        QVERIFY2(p.host->statusBar()->toolTip().isEmpty(),
                 qPrintable(p.host->statusBar()->toolTip()));
        QVERIFY(p.guest->statusBar()->currentMessage().contains(
            QStringLiteral("You joined Sita's game: the game begins")));
        QVERIFY(p.host->networkPlay()->indicator()->toolTip().contains(
            p.host->networkPlay()->joinCode()));

        NetworkDialog hostView(p.host->networkPlay(), p.host.get());
        hostView.show();
        QVERIFY(QTest::qWaitForWindowExposed(&hostView));
        ConnectionView* c = hostView.connectionView();
        QVERIFY(c->isVisible() && !hostView.tabs()->isVisible());
        QCOMPARE(c->opponentShown(), QStringLiteral("Ram"));
        QCOMPARE(c->codeShown()->text(), p.host->networkPlay()->joinCode());
        QVERIFY(c->codeShown()->isVisible() && c->copyButton()->isVisible());
        QVERIFY2(c->stateShown().contains(QStringLiteral("Connected")),
                 qPrintable(c->stateShown()));
        QVERIFY(c->copyButton()->hasFocus());  // not Leave: a stray key must not end the game

        NetworkDialog guestView(p.guest->networkPlay(), p.guest.get());
        guestView.show();
        QVERIFY(QTest::qWaitForWindowExposed(&guestView));
        QCOMPARE(guestView.connectionView()->opponentShown(), QStringLiteral("Sita"));
        QVERIFY(!guestView.connectionView()->codeShown()->isVisible());
        QVERIFY(guestView.connectionView()->stateShown().contains(QStringLiteral("Connected")));

        // The guest leaves by the dialog: its tabs come back; the host waits, and says so whole.
        QTest::keyClick(guestView.connectionView()->leaveButton(), Qt::Key_Space);
        QVERIFY(!p.guest->networkPlay()->isActive());
        QVERIFY(guestView.tabs()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(c->stateShown().contains(QStringLiteral("lost")), 5000);
        QVERIFY(p.host->statusBar()->currentMessage().contains(QStringLiteral("Ram")));
        QVERIFY2(p.host->statusBar()->toolTip().isEmpty(),
                 qPrintable(p.host->statusBar()->toolTip()));
        QTest::mouseClick(c->leaveButton(), Qt::LeftButton);
        QVERIFY(hostView.tabs()->isVisible());
        QVERIFY(!p.host->networkPlay()->isActive());
    }

    // A player who picked the game from the LAN list: the host's bar asks, Alt+A accepts.
    void joinQuestionInTheBar() {
        auto w = apptest::openWindow();
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        QuestionBar* bar = w->questionBar();
        std::optional<bool> answer;
        bar->askToJoin(QStringLiteral("Sita"), QStringLiteral("192.168.1.7"),
                       [&answer](bool yes) { answer = yes; });
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->question(), QStringLiteral("Sita (192.168.1.7) asks to join your game."));
        // A button's shortcut clicks it a moment later (an animated click).
        QTest::keySequence(w.get(), QKeySequence(Qt::ALT | Qt::Key_A));
        QTRY_COMPARE(answer, std::optional<bool>(true));
        QVERIFY(!bar->isVisible());
        // Asked again and taken back (the asker gave up): nothing is answered.
        answer.reset();
        bar->askToJoin(QStringLiteral("Hari"), QStringLiteral("10.0.0.2"),
                       [&answer](bool yes) { answer = yes; });
        bar->withdrawJoin();
        QVERIFY(!bar->isVisible() && !answer);
        // Declined by Alt+D.
        bar->askToJoin(QStringLiteral("Hari"), QStringLiteral("10.0.0.2"),
                       [&answer](bool yes) { answer = yes; });
        QTest::keySequence(w.get(), QKeySequence(Qt::ALT | Qt::Key_D));
        QTRY_COMPARE(answer, std::optional<bool>(false));
    }

    void hostLogLines() {
        using bagh::net::Reason;
        QCOMPARE(HostLog::joinedLine(QStringLiteral("Ram")), QStringLiteral("joined Ram"));
        QCOMPARE(HostLog::resumedLine(QStringLiteral("Ram")), QStringLiteral("resumed Ram"));
        QCOMPARE(HostLog::leftLine(QStringLiteral("Ram"), Reason::Left),
                 QStringLiteral("left left Ram"));
        QCOMPARE(HostLog::leftLine(QStringLiteral("Ram"), Reason::Closed),
                 QStringLiteral("left closed Ram"));
        QCOMPARE(HostLog::leftLine(QStringLiteral("Sita Devi"), Reason::Silence),
                 QStringLiteral("left silence Sita Devi"));
        QCOMPARE(HostLog::refusedLine(QString(), Reason::WrongSecret, QStringLiteral("127.0.0.2")),
                 QStringLiteral("refused secret 127.0.0.2 ?"));
        QCOMPARE(HostLog::refusedLine(QStringLiteral("Eve"), Reason::Taken, QStringLiteral("::1")),
                 QStringLiteral("refused taken ::1 Eve"));
        // Always one line, whatever a name holds.
        QCOMPARE(HostLog::joinedLine(QStringLiteral("Ra\nm\r")), QStringLiteral("joined Ram"));
        QCOMPARE(
            HostLog::refusedLine(QStringLiteral("Ha\nri"), Reason::Busy, QStringLiteral("a b")),
            QStringLiteral("refused busy ab Hari"));
        QCOMPARE(HostLog::askedLine(QStringLiteral("Hari"), QStringLiteral("10.0.0.2")),
                 QStringLiteral("asked 10.0.0.2 Hari"));
    }

    // Refusals that come fast are counted, not printed: per reason and interval, the first of a
    // few addresses print; the rest (the same addresses again, or more addresses) are counted
    // and summed up when the interval ends, in one line a reason.
    void hostLogCountsFastRefusals() {
        using bagh::net::Reason;
        HostLog::RefusalTally tally;
        int printed = 0;
        for (int i = 0; i < 1000; ++i)
            printed += tally.take(Reason::WrongSecret, QStringLiteral("127.0.0.%1").arg(i % 10));
        for (int i = 0; i < 300; ++i)
            printed += tally.take(Reason::Busy, QStringLiteral("127.1.%1.1").arg(i));
        QCOMPARE(printed, 2 * HostLog::RefusalTally::kLinesPerReason);
        QVERIFY(tally.take(Reason::Taken, QStringLiteral("::1")));
        const QStringList lines = tally.summary();
        QCOMPARE(lines, QStringList({QStringLiteral("more refused busy 295 295"),
                                     QStringLiteral("more refused secret 995 10")}));
        QVERIFY(tally.summary().isEmpty());
        // A new interval prints again.
        QVERIFY(tally.take(Reason::WrongSecret, QStringLiteral("127.0.0.1")));
    }
};

QTEST_MAIN(TestNetChat)
#include "tst_netchat.moc"
