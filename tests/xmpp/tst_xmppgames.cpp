// Games over XMPP between windows, as players see them, through a real server (Debian's prosody,
// started for this run by tests/xmpp/with-prosody): two windows play both games (moves, chat, a
// take-back, a draw offer, the guest's line cut, its program killed and back, leaving), a third
// watches, a watcher is refused, and a lobby game is posted and taken.
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QTimer>
#include "AppTest.h"
#include "TestEnv.h"
#include "XmppWindowTest.h"
#include "board/BoardView.h"
#include "play/ChatPanel.h"
#include "play/NetworkPlay.h"
#include "play/QuestionBar.h"
#include "play/SeatBook.h"
#include "session/GameSession.h"
#include "xmpp/InternetDialog.h"
#include "xmpp/InternetPlay.h"
#include "xmpp/InternetWatch.h"
#include "xmpp/Lobby.h"
#include "xmpp/LobbyDialog.h"
#include "xmpp/PasswordKeeper.h"
#include "xmpp/SignInDialog.h"
#include "xmpp/XmppAccount.h"
#include "xmpp/XmppGame.h"
#include "xmpp/XmppWords.h"

using namespace xmpptest;

class TestXmppGames : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void twoWindowsPlay_data();
    void twoWindowsPlay();
    void watchedFromAThirdWindow_data();
    void watchedFromAThirdWindow();
    void watcherRefused();
    void lobbyGamePostedAndTaken_data();
    void lobbyGamePostedAndTaken();
};

void TestXmppGames::initTestCase() {
    apptest::useTestSettings();
    QVERIFY2(!env("XMPP_SERVER").isEmpty(), "run through tests/xmpp/with-prosody");
}

void TestXmppGames::twoWindowsPlay_data() {
    QTest::addColumn<bagh::games::GameKind>("kind");
    QTest::newRow("baghchal") << bagh::games::GameKind::BaghChal;
    QTest::newRow("lambs") << bagh::games::GameKind::Lambs;
}

// Two windows, as two players see them: alice invites bob from her window, bob accepts from his
// (Game ▸ Play Over the Internet…'s list), and they play on the windows' own boards: moves, chat
// both ways in the chat panel, a take-back and a draw offer as questions in the other's bar,
// bob's line cut and back with the game where it was, and bob's program killed and started
// again, back in the game. Both games.
void TestXmppGames::twoWindowsPlay() {
    QFETCH(bagh::games::GameKind, kind);
    auto [host, guest] = windowsSignedIn("alice", "bob");
    QVERIFY(host && guest);
    InternetPlay* alice = host->internetPlay();
    InternetPlay* bob = guest->internetPlay();

    bagh::net::HostTerms terms;
    terms.game = kind;
    terms.captures = kind == bagh::games::GameKind::Lambs ? 15 : 5;
    alice->invite(jid("bob"), terms);
    QTRY_COMPARE_WITH_TIMEOUT(bob->invitations().size(), 1, testenv::timeout(10000));
    QVERIFY2(InternetDialog::describe(bob->invitations().front()).startsWith(jid("alice")),
             qPrintable(InternetDialog::describe(bob->invitations().front())));
    QVERIFY2(guest->statusBar()->currentMessage().startsWith(jid("alice") + " invites you"),
             qPrintable(guest->statusBar()->currentMessage()));
    bob->answer(0, true);
    QVERIFY(bob->invitations().isEmpty());

    GameSession* hc = host->session();
    GameSession* gc = guest->session();
    QVERIFY(gameBegun(host.get(), guest.get(), kind));
    QCOMPARE(gc->playerName(bagh::Side::Goats), jid("alice"));
    QTRY_COMPARE_WITH_TIMEOUT(hc->playerName(bagh::Side::Tigers), jid("bob"),
                              testenv::timeout(5000));

    // Moves on the boards.
    const auto hostMove = hc->legalMoves().front();
    apptest::clickMove(host->boardView(), hostMove);
    QTRY_COMPARE_WITH_TIMEOUT(gc->game().length(), 1, testenv::timeout(5000));
    const auto guestMove = gc->legalMoves().front();
    apptest::clickMove(guest->boardView(), guestMove);
    QTRY_COMPARE_WITH_TIMEOUT(hc->game().length(), 2, testenv::timeout(5000));
    QCOMPARE(hc->game().current(), gc->game().current());

    // Chat both ways.
    ChatPanel* hostChat = host->networkPlay()->chat();
    ChatPanel* guestChat = guest->networkPlay()->chat();
    QVERIFY(hostChat->isVisible() && guestChat->isVisible());
    QTest::keyClicks(guestChat->input(), "namaste");
    QTest::keyClick(guestChat->input(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(hostChat->conversationText().contains("namaste"),
                             testenv::timeout(5000));
    hostChat->input()->setText("dhanyabad");
    QTest::mouseClick(hostChat->sendButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(guestChat->conversationText().contains("dhanyabad"),
                             testenv::timeout(5000));

    // A take-back, accepted in the guest's bar: the host's move and the reply go.
    QVERIFY(hc->canUndoTurn());
    hc->undoTurn();
    QTRY_VERIFY_WITH_TIMEOUT(guest->questionBar()->isVisible(), testenv::timeout(5000));
    QTest::mouseClick(guest->questionBar()->acceptButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(hc->game().length(), 0, testenv::timeout(5000));
    QCOMPARE(gc->game().length(), 0);
    apptest::clickMove(host->boardView(), hostMove);
    QTRY_COMPARE_WITH_TIMEOUT(gc->game().length(), 1, testenv::timeout(5000));
    apptest::clickMove(guest->boardView(), guestMove);
    QTRY_COMPARE_WITH_TIMEOUT(hc->game().length(), 2, testenv::timeout(5000));

    // A draw offered by the guest, declined in the host's bar.
    // Every message the guest's status bar shows, as it shows it: the answer's may be followed
    // by another at once (a loaded machine polls too late to see it).
    QStringList guestMessages;
    connect(guest->statusBar(), &QStatusBar::messageChanged, guest->statusBar(),
            [&guestMessages](const QString& m) { guestMessages << m; });
    gc->offerDraw();
    QTRY_VERIFY_WITH_TIMEOUT(host->questionBar()->isVisible(), testenv::timeout(5000));
    QTest::mouseClick(host->questionBar()->declineButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(guestMessages.join('\n').contains("declines"), testenv::timeout(5000));
    QVERIFY(!hc->result().over() && !gc->result().over());

    // The guest's line cut as a failing network cuts it, under its client: the account signs
    // in again by itself, and the game goes on where it stopped.
    QSignalSpy hostLost(host->networkPlay()->net(), &NetSession::connectionLost);
    QSignalSpy guestBack(guest->networkPlay()->net(), &NetSession::resumed);
    cutLine(*bob->account());
    QVERIFY(hostLost.wait(testenv::timeout(10000)));
    QVERIFY(guestBack.count() || guestBack.wait(testenv::timeout(15000)));
    QTRY_VERIFY_WITH_TIMEOUT(
        host->networkPlay()->net()->isConnected() && guest->networkPlay()->net()->isConnected(),
        testenv::timeout(15000));
    QCOMPARE(gc->game().length(), 2);
    const auto third = hc->legalMoves().front();
    apptest::clickMove(host->boardView(), third);
    QTRY_COMPARE_WITH_TIMEOUT(gc->game().length(), 3, testenv::timeout(5000));
    QCOMPARE(hc->game().current(), gc->game().current());

    // The guest's program killed: its line dies first (nothing it would still say gets out),
    // then its window. Started again and signed in, it goes back into the game by itself, with
    // the seat it kept, at the host's record.
    cutLine(*bob->account());
    guest.reset();
    QTRY_VERIFY_WITH_TIMEOUT(!host->networkPlay()->net()->isConnected(), testenv::timeout(10000));
    auto again = apptest::openWindow();
    QVERIFY(again);
    QCOMPARE(again->internetPlay()->indicator()->text(),
             "Internet: your game with " + jid("alice") + " waits");
    again->setAskQuestions(false);
    QVERIFY(signInAll({{again.get(), "bob"}}));
    QTRY_VERIFY_WITH_TIMEOUT(again->networkPlay()->net() &&
                                 again->networkPlay()->net()->isConnected() &&
                                 host->networkPlay()->net()->isConnected(),
                             testenv::timeout(20000));
    GameSession* bc = again->session();
    QTRY_COMPARE_WITH_TIMEOUT(bc->game().length(), 3, testenv::timeout(5000));
    QCOMPARE(bc->game().current(), hc->game().current());
    QCOMPARE(again->networkPlay()->opponentName(), jid("alice"));
    QVERIFY(again->internetPlay()->invitations().isEmpty());
    const auto fourth = bc->legalMoves().front();
    apptest::clickMove(again->boardView(), fourth);
    QTRY_COMPARE_WITH_TIMEOUT(hc->game().length(), 4, testenv::timeout(5000));

    // Left on purpose, the game is given up: the seat is forgotten here, and the host hears it
    // and ends the game there (no invitation again).
    auto* resumedGame = qobject_cast<XmppGame*>(again->networkPlay()->net());
    QVERIFY(resumedGame);
    const QString seatPlace = SeatBook::place(jid("alice"), resumedGame->conversation().gameId());
    QVERIFY(SeatBook::find(seatPlace));
    QStringList hostMessages, bobMessages;
    connect(host->statusBar(), &QStatusBar::messageChanged, host->statusBar(),
            [&hostMessages](const QString& m) { hostMessages << m; });
    connect(again->statusBar(), &QStatusBar::messageChanged, again->statusBar(),
            [&bobMessages](const QString& m) { bobMessages << m; });
    again->networkPlay()->leave();
    QVERIFY(!SeatBook::find(seatPlace));
    QTRY_VERIFY_WITH_TIMEOUT(!host->networkPlay()->net(), testenv::timeout(10000));
    QVERIFY2(hostMessages.join('\n').contains(jid("bob") + " left the game"),
             qPrintable(hostMessages.join('\n')));
    QCOMPARE(hc->game().length(), 4);  // it stays on the board
    // The host's invitation that crossed bob's goodbye is not one for him.
    QTest::qWait(testenv::timeout(1500));
    QVERIFY(again->internetPlay()->invitations().isEmpty());
    QVERIFY2(!bobMessages.join('\n').contains("invites you"), qPrintable(bobMessages.join('\n')));
}

void TestXmppGames::watchedFromAThirdWindow_data() {
    QTest::addColumn<bagh::games::GameKind>("kind");
    QTest::addColumn<bool>("askGuest");  // carol asks the guest, who sends her to the host
    QTest::newRow("baghchal, the host asked") << bagh::games::GameKind::BaghChal << false;
    QTest::newRow("lambs, the guest asked") << bagh::games::GameKind::Lambs << true;
}

// A spectator in a third window: alice invites bob from her dialog letting anyone watch, they
// play two moves, and carol watches from her dialog (Watch): her board shows the two moves
// played before she came, then the next as it is played; it takes no move, and undo and hints
// are off; both players' status bars list her, and hers says whose game it is. She stops
// watching: the players' lists lose her and her game is a game of two players here again.
// Both games.
void TestXmppGames::watchedFromAThirdWindow() {
    QFETCH(bagh::games::GameKind, kind);
    QFETCH(bool, askGuest);
    auto [host, guest, watcher] = windowsSignedIn("alice", "bob", "carol");
    QVERIFY(host && guest && watcher);
    InternetPlay* alice = host->internetPlay();
    InternetPlay* bob = guest->internetPlay();
    InternetPlay* carol = watcher->internetPlay();

    {  // The invitation as alice fills it in: anyone may watch.
        InternetDialog dialog(alice->account(), {});
        connect(&dialog, &InternetDialog::inviteChosen, alice, &InternetPlay::invite);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        type(dialog.contactEdit(), jid("bob"));
        dialog.gameBox()->setCurrentIndex(kind == bagh::games::GameKind::Lambs ? 1 : 0);
        QCOMPARE(dialog.watchersBox()->currentText(), QStringLiteral("Your contacts"));
        dialog.watchersBox()->setFocus();
        QTest::keyClick(dialog.watchersBox(), Qt::Key_Down);
        QCOMPARE(dialog.watchersBox()->currentText(), QStringLiteral("Anyone"));
        QTest::mouseClick(dialog.inviteButton(), Qt::LeftButton);
    }
    QTRY_COMPARE_WITH_TIMEOUT(bob->invitations().size(), 1, testenv::timeout(10000));
    bob->answer(0, true);
    GameSession* hc = host->session();
    GameSession* gc = guest->session();
    GameSession* wc = watcher->session();
    QVERIFY(gameBegun(host.get(), guest.get(), kind));
    apptest::clickMove(host->boardView(), hc->legalMoves().front());
    QTRY_COMPARE_WITH_TIMEOUT(gc->game().length(), 1, testenv::timeout(5000));
    apptest::clickMove(guest->boardView(), gc->legalMoves().front());
    QTRY_COMPARE_WITH_TIMEOUT(hc->game().length(), 2, testenv::timeout(5000));

    {  // carol watches from her dialog.
        InternetDialog dialog(carol->account(), {});
        connect(&dialog, &InternetDialog::watchChosen, carol->watch(), &InternetWatch::watch);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        type(dialog.contactEdit(), jid(askGuest ? "bob" : "alice"));
        QTest::mouseClick(dialog.watchButton(), Qt::LeftButton);
        QVERIFY(!dialog.isVisible());
    }
    QVERIFY(carol->watch()->isWatching());
    QVERIFY(carol->watch()->stopAction()->isVisible());
    // The moves played before she came.
    QTRY_COMPARE_WITH_TIMEOUT(wc->game().length(), 2, testenv::timeout(15000));
    QCOMPARE(wc->game().kind(), kind);
    QCOMPARE(wc->game().current(), hc->game().current());
    QCOMPARE(wc->playerName(bagh::Side::Goats), jid("alice"));
    QCOMPARE(wc->playerName(bagh::Side::Tigers), jid("bob"));
    QVERIFY2(carol->indicator()->text().contains(
                 QStringLiteral("You watch %1 – %2").arg(jid("alice"), jid("bob"))),
             qPrintable(carol->indicator()->text()));
    // Read-only: no move from her board, no undo, no hint.
    QVERIFY(!wc->seat(bagh::Side::Goats)->playsAtThisScreen());
    QVERIFY(!wc->seat(bagh::Side::Tigers)->playsAtThisScreen());
    QVERIFY(!wc->canUndoTurn());
    QVERIFY(!wc->canHint());
    QStringList carolMessages;
    connect(watcher->statusBar(), &QStatusBar::messageChanged, watcher->statusBar(),
            [&carolMessages](const QString& m) { carolMessages << m; });
    apptest::clickMove(watcher->boardView(), wc->legalMoves().front());
    QVERIFY2(carolMessages.join('\n').contains("You are watching this game"),
             qPrintable(carolMessages.join('\n')));
    QCOMPARE(wc->game().length(), 2);
    QCOMPARE(hc->game().length(), 2);

    // The players see her.
    const QString watching = QStringLiteral("Watching: %1").arg(jid("carol"));
    QTRY_VERIFY_WITH_TIMEOUT(alice->indicator()->text().contains(watching), testenv::timeout(5000));
    QTRY_VERIFY_WITH_TIMEOUT(bob->indicator()->text().contains(watching), testenv::timeout(5000));
    QCOMPARE(alice->watch()->watchers(), QStringList{jid("carol")});

    // The next move, live.
    const auto third = hc->legalMoves().front();
    apptest::clickMove(host->boardView(), third);
    QTRY_COMPARE_WITH_TIMEOUT(wc->game().length(), 3, testenv::timeout(5000));
    QCOMPARE(wc->game().current(), hc->game().current());
    QCOMPARE(wc->game().current(), gc->game().current());

    // The host's line cut: she is told the game is away, then back, and it goes on.
    carolMessages.clear();
    cutLine(*alice->account());
    QTRY_VERIFY_WITH_TIMEOUT(carolMessages.join('\n').contains(jid("alice") + " is away"),
                             testenv::timeout(10000));
    QTRY_VERIFY_WITH_TIMEOUT(carolMessages.join('\n').contains(jid("alice") + " is back"),
                             testenv::timeout(20000));
    QTRY_VERIFY_WITH_TIMEOUT(
        host->networkPlay()->net()->isConnected() && guest->networkPlay()->net()->isConnected(),
        testenv::timeout(15000));
    apptest::clickMove(guest->boardView(), gc->legalMoves().front());
    QTRY_COMPARE_WITH_TIMEOUT(wc->game().length(), 4, testenv::timeout(10000));
    QCOMPARE(wc->game().current(), hc->game().current());

    // She stops watching: the players' lists lose her; her board is hers again.
    carol->watch()->stopAction()->trigger();
    QVERIFY(!carol->watch()->isWatching());
    QVERIFY(!carol->watch()->stopAction()->isVisible());
    QVERIFY(wc->seat(bagh::Side::Goats)->playsAtThisScreen());
    QCOMPARE(wc->game().length(), 4);
    QTRY_VERIFY_WITH_TIMEOUT(!alice->indicator()->text().contains("Watching"),
                             testenv::timeout(5000));
    QTRY_VERIFY_WITH_TIMEOUT(!bob->indicator()->text().contains("Watching"),
                             testenv::timeout(5000));
    apptest::clickMove(host->boardView(), hc->legalMoves().front());
    QTRY_COMPARE_WITH_TIMEOUT(gc->game().length(), 5, testenv::timeout(5000));
    QTest::qWait(300);
    QCOMPARE(wc->game().length(), 4);

    guest->networkPlay()->leave();
    host->networkPlay()->leave();
}

// A host who lets no one watch: the spectator, sent on to the host by the guest she asked, is
// told whose refusal it is, and her board stays hers.
void TestXmppGames::watcherRefused() {
    auto [host, guest, watcher] = windowsSignedIn("erin", "dave", "carol");
    QVERIFY(host && guest && watcher);
    InternetPlay* erin = host->internetPlay();
    InternetPlay* dave = guest->internetPlay();
    InternetPlay* carol = watcher->internetPlay();
    erin->invite(jid("dave"), bagh::net::HostTerms{}, bagh::xmpp::WatchPolicy::None);
    QTRY_COMPARE_WITH_TIMEOUT(dave->invitations().size(), 1, testenv::timeout(10000));
    dave->answer(0, true);
    QTRY_VERIFY_WITH_TIMEOUT(
        host->networkPlay()->net()->isConnected() && guest->networkPlay()->net()->isConnected(),
        testenv::timeout(10000));
    // carol asks the guest, who sends her to the host: the refusal is the host's, and says so.
    const int before = watcher->session()->game().length();
    carol->watch()->watch(jid("dave"));
    QTRY_VERIFY_WITH_TIMEOUT(!carol->watch()->isWatching(), testenv::timeout(10000));
    // Whole, or cut with the whole in the tooltip.
    const QString said = watcher->statusBar()->currentMessage().endsWith(QChar(0x2026))
                             ? watcher->statusBar()->toolTip()
                             : watcher->statusBar()->currentMessage();
    QCOMPARE(said, QStringLiteral("%1 lets nobody watch.").arg(jid("erin")));
    QVERIFY(watcher->session()->seat(bagh::Side::Goats)->playsAtThisScreen());
    QCOMPARE(watcher->session()->game().length(), before);
    QVERIFY(erin->watch()->watchers().isEmpty());
    QVERIFY(!erin->indicator()->text().contains("Watching"));

    guest->networkPlay()->leave();
    host->networkPlay()->leave();
}

void TestXmppGames::lobbyGamePostedAndTaken_data() { twoWindowsPlay_data(); }

// The lobby, as two players see it: both join the room in its window (Game ▸ Internet Lobby…)
// and chat both ways; dave posts a game from the Internet dialog (playing the tigers), erin
// sees it among the open games and takes it, and the game starts on both boards (erin hosts
// it with the goats, as an accepted invitation does): a move goes through, and the post is gone.
void TestXmppGames::lobbyGamePostedAndTaken() {
    QFETCH(bagh::games::GameKind, kind);
    auto [poster, taker] = windowsSignedIn("dave", "erin");
    QVERIFY(poster && taker);
    InternetPlay* dave = poster->internetPlay();
    InternetPlay* erin = taker->internetPlay();
    QCOMPARE(Lobby::defaultRoom(jid("dave")), "baghchal@conference." + env("XMPP_DOMAIN"));

    // Both join the test server's room from the lobby's window.
    const QString room = "lobby@rooms." + env("XMPP_DOMAIN");
    LobbyDialog* daveLobby = dave->showLobby();
    LobbyDialog* erinLobby = erin->showLobby();
    for (LobbyDialog* d : {daveLobby, erinLobby}) {
        QVERIFY(d->isVisible());
        type(d->roomEdit(), room);
        QTest::mouseClick(d->joinButton(), Qt::LeftButton);
    }
    QTRY_VERIFY2_WITH_TIMEOUT(
        dave->lobby()->state() == Lobby::State::In && erin->lobby()->state() == Lobby::State::In,
        qPrintable(daveLobby->stateLabel()->text() + " / " + erinLobby->stateLabel()->text()),
        testenv::timeout(10000));
    QVERIFY2(daveLobby->stateLabel()->text().contains(room),
             qPrintable(daveLobby->stateLabel()->text()));

    // The room's chat both ways.
    QTest::keyClicks(erinLobby->chatInput(), "namaste");
    QTest::keyClick(erinLobby->chatInput(), Qt::Key_Return);
    QVERIFY(erinLobby->chatInput()->text().isEmpty());
    QVERIFY(erinLobby->isVisible());  // Return said the line; it did not close the window
    QTRY_VERIFY_WITH_TIMEOUT(daveLobby->chatView()->toPlainText().contains("erin: namaste"),
                             testenv::timeout(5000));
    daveLobby->chatInput()->setText("khelaun?");
    QTest::mouseClick(daveLobby->sendButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(erinLobby->chatView()->toPlainText().contains("dave: khelaun?"),
                             testenv::timeout(5000));
    QVERIFY(erinLobby->chatView()->toPlainText().contains("erin: namaste"));

    // dave posts a game from the Internet dialog: the game, the tigers, Post in the Lobby.
    bool posted = false;
    QTimer::singleShot(0, this, [&] {
        auto* d = qobject_cast<InternetDialog*>(QApplication::activeModalWidget());
        if (!d) return;
        d->gameBox()->setCurrentIndex(kind == bagh::games::GameKind::Lambs ? 1 : 0);
        d->sideBox()->setCurrentIndex(1);
        QTest::mouseClick(d->postButton(), Qt::LeftButton);
        posted = true;
    });
    dave->open();
    QVERIFY(posted);
    QVERIFY(poster->networkPlay()->isActive());

    // erin sees it and takes it.
    QTRY_COMPARE_WITH_TIMEOUT(erin->lobby()->offers().size(), std::size_t{1},
                              testenv::timeout(10000));
    QListWidget* offers = erinLobby->offerList();
    QVERIFY2(offers->item(0)->text().startsWith(jid("dave") + " offers ") &&
                 offers->item(0)->text().contains("you play the goats"),
             qPrintable(offers->item(0)->text()));
    // dave's own list says his game is posted, first, and not his to take.
    QListWidget* daveOffers = daveLobby->offerList();
    QTRY_VERIFY_WITH_TIMEOUT(
        daveOffers->count() >= 1 && daveOffers->item(0)->text().startsWith("Your game is posted"),
        testenv::timeout(5000));
    QCOMPARE(daveOffers->item(0)->flags(), Qt::NoItemFlags);
    QVERIFY(erinLobby->takeButton()->isEnabled());
    offers->setCurrentRow(0);
    QTest::mouseClick(erinLobby->takeButton(), Qt::LeftButton);

    GameSession* ps = poster->session();
    GameSession* ts = taker->session();
    QTRY_VERIFY_WITH_TIMEOUT(
        poster->networkPlay()->net()->isConnected() && taker->networkPlay()->net()->isConnected(),
        testenv::timeout(10000));
    QTRY_COMPARE_WITH_TIMEOUT(ps->game().kind(), kind, testenv::timeout(5000));
    QCOMPARE(ts->game().kind(), kind);
    QTRY_COMPARE_WITH_TIMEOUT(ps->playerName(bagh::Side::Goats), jid("erin"),
                              testenv::timeout(5000));
    QTRY_COMPARE_WITH_TIMEOUT(ts->playerName(bagh::Side::Tigers), jid("dave"),
                              testenv::timeout(5000));
    // Taken: the post is gone from the room.
    QTRY_VERIFY_WITH_TIMEOUT(erin->lobby()->offers().empty(), testenv::timeout(5000));
    QVERIFY(!dave->lobby()->posting());

    // erin (the goats) moves on her board; dave's board follows, and answers.
    apptest::clickMove(taker->boardView(), ts->legalMoves().front());
    QTRY_COMPARE_WITH_TIMEOUT(ps->game().length(), 1, testenv::timeout(5000));
    apptest::clickMove(poster->boardView(), ps->legalMoves().front());
    QTRY_COMPARE_WITH_TIMEOUT(ts->game().length(), 2, testenv::timeout(5000));
    QCOMPARE(ps->game().current(), ts->game().current());

    taker->networkPlay()->leave();
    poster->networkPlay()->leave();
}

int main(int argc, char** argv) {
    // As on CI: a session bus that is not there, so no keyring answers.
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/baghchal-test-bus");
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    TestXmppGames test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_xmppgames.moc"
