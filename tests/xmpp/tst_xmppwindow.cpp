// The window's side of play over XMPP, through a real server: Debian's prosody, started for
// this run by tests/xmpp/with-prosody (accounts, a test authority, and a second server whose
// certificate comes from an unknown one). The account runs on this test's event loop as it does
// in the window (XmppAccount); the sign-in dialog is driven by its widgets (SignInDialog); the
// keyring is absent (the test's session bus points nowhere, as on CI) and the password is kept
// nowhere else. Games between windows: tst_xmppgames.
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

class TestXmppWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void signsInWithoutBlocking();
    void wrongPasswordIsFinal();
    void unknownAuthorityRefusedInTheDialog();
    void dialogSignsInAndCreatesAccounts();
    void noKeyringKeepsNothing();
    void gameOverTheConversation();
    void contactsSeeEachOther();
    void declinedInvitation();
};

void TestXmppWindow::initTestCase() {
    apptest::useTestSettings();
    QVERIFY2(!env("XMPP_SERVER").isEmpty(), "run through tests/xmpp/with-prosody");
}

// Online within seconds, and the event loop never stalls meanwhile: a 20 ms timer keeps ticking
// (no gap over 500 ms) while the name lookup, the connect, TLS and SCRAM happen.
void TestXmppWindow::signsInWithoutBlocking() {
    XmppAccount a;
    QSignalSpy online(&a, &XmppAccount::online);
    QElapsedTimer since;
    qint64 longestGap = 0;
    QTimer beat;
    beat.setInterval(20);
    connect(&beat, &QTimer::timeout, [&] { longestGap = std::max(longestGap, since.restart()); });
    since.start();
    beat.start();
    a.signIn(account("alice"));
    QCOMPARE(a.state(), XmppAccount::State::Connecting);
    QVERIFY(online.wait(testenv::timeout(10000)));
    QCOMPARE(a.state(), XmppAccount::State::Online);
    QVERIFY(a.fullAddress().startsWith(jid("alice") + "/baghchal."));
    QVERIFY2(longestGap < 500, qPrintable(QString::number(longestGap)));
    a.signOut();
    QCOMPARE(a.state(), XmppAccount::State::SignedOut);
}

void TestXmppWindow::wrongPasswordIsFinal() {
    XmppAccount a;
    QSignalSpy offline(&a, &XmppAccount::offline);
    a.signIn(account("bob", "not-bobs"));
    QVERIFY(offline.wait(testenv::timeout(10000)));
    QCOMPARE(offline.last().at(0).toBool(), true);
    QCOMPARE(a.state(), XmppAccount::State::Refused);
    QCOMPARE(XmppWords::problem(a.problem(), env("XMPP_DOMAIN")),
             QStringLiteral("The server refused the address or the password."));
}

// A server whose certificate an unknown authority signed: refused, and the dialog says so with
// the reason (and the issuer), stays open, and lets the player try again.
void TestXmppWindow::unknownAuthorityRefusedInTheDialog() {
    XmppAccount a;
    PasswordKeeper keeper(nullptr, QStringLiteral("baghchal-xmpp-test"));
    SignInDialog dialog(&a, &keeper);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    type(dialog.addressEdit(), jid("carol"));
    type(dialog.passwordEdit(), "carol-pw");
    type(dialog.serverEdit(), "127.0.0.1:" + env("XMPP_BAD_PORT"));
    type(dialog.authorityEdit(), env("XMPP_CA"));
    QTest::mouseClick(dialog.signInButton(), Qt::LeftButton);
    QVERIFY(!dialog.signInButton()->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(a.state(), XmppAccount::State::Refused, testenv::timeout(10000));
    const QString shown = dialog.statusLabel()->text();
    QVERIFY2(shown.startsWith("The server's certificate for baghchal.test is refused: it is not "
                              "signed by an authority this computer trusts (issuer: "),
             qPrintable(shown));
    QVERIFY2(shown.contains("Bagh-Chal test authority bad"), qPrintable(shown));
    QVERIFY(dialog.statusLabel()->isVisible());
    QVERIFY(dialog.isVisible());
    QVERIFY(dialog.signInButton()->isEnabled());
}

// The dialog signs in and closes; with "Create this account" it makes a new one first; an
// address without a server, or an authority file that cannot be read, is refused before
// anything goes out.
void TestXmppWindow::dialogSignsInAndCreatesAccounts() {
    XmppAccount a;
    PasswordKeeper keeper(nullptr, QStringLiteral("baghchal-xmpp-test"));
    SignInDialog dialog(&a, &keeper);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    type(dialog.addressEdit(), "frank");
    type(dialog.passwordEdit(), "frank-pw");
    type(dialog.serverEdit(), env("XMPP_SERVER"));
    type(dialog.authorityEdit(), env("XMPP_CA"));
    QTest::mouseClick(dialog.signInButton(), Qt::LeftButton);
    QCOMPARE(a.state(), XmppAccount::State::SignedOut);
    QVERIFY(dialog.statusLabel()->text().contains("name@server"));
    // An authority file that is not there is named before anything goes out.
    type(dialog.addressEdit(), jid("frank"));
    type(dialog.authorityEdit(), "/nonexistent/authority.pem");
    QTest::mouseClick(dialog.signInButton(), Qt::LeftButton);
    QCOMPARE(a.state(), XmppAccount::State::SignedOut);
    QCOMPARE(dialog.statusLabel()->text(),
             QStringLiteral("The authority file /nonexistent/authority.pem cannot be read."));
    QVERIFY(dialog.statusLabel()->isVisible());
    type(dialog.authorityEdit(), env("XMPP_CA"));

    // frank has no account yet: signing in is refused, creating it works.
    type(dialog.addressEdit(), jid("frank"));
    QTest::mouseClick(dialog.signInButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(a.state(), XmppAccount::State::Refused, testenv::timeout(10000));
    QVERIFY(dialog.isVisible());
    dialog.createBox()->setChecked(true);
    QSignalSpy finished(&dialog, &QDialog::finished);
    QTest::mouseClick(dialog.signInButton(), Qt::LeftButton);
    QVERIFY(finished.wait(testenv::timeout(10000)));
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(a.state(), XmppAccount::State::Online);
    QCOMPARE(a.address(), jid("frank"));
    // Remembered for next time: the address and the server, never the password.
    QSettings settings;
    QCOMPARE(settings.value("xmpp/address").toString(), jid("frank"));
    QCOMPARE(settings.value("xmpp/server").toString(), env("XMPP_SERVER"));
}

// No keyring (no Secret Service on the session bus): the keeper says so, the dialog's "keep the
// password" is off and disabled with the reason, and no file of the program holds the password.
void TestXmppWindow::noKeyringKeepsNothing() {
    PasswordKeeper keeper(nullptr, QStringLiteral("baghchal-xmpp-test"));
    QSignalSpy notKept(&keeper, &PasswordKeeper::notKept);
    QSignalSpy kept(&keeper, &PasswordKeeper::kept);
    keeper.keep(jid("dave"), "dave-pw");
    QVERIFY(notKept.wait(testenv::timeout(10000)));
    QCOMPARE(kept.count(), 0);
    QVERIFY(!keeper.hasKeyring());
    QVERIFY(notKept.last().at(1).toString().contains("no keyring"));
    keeper.read(jid("dave"));
    QVERIFY(notKept.wait(testenv::timeout(10000)));

    XmppAccount a;
    SignInDialog dialog(&a, &keeper);
    dialog.show();
    QTRY_VERIFY(!dialog.rememberBox()->isEnabled());
    QVERIFY(!dialog.rememberBox()->isChecked());
    QVERIFY(dialog.rememberBox()->toolTip().contains("no keyring"));
    QVERIFY(dialog.keyringNote()->isVisible());  // said in view, not only in the tooltip
    QVERIFY(dialog.keyringNote()->text().contains("no keyring"));
    // It came after the dialog was shown: the dialog grew to hold it, its body does not scroll.
    auto* body = dialog.findChild<QScrollArea*>(QStringLiteral("dialogBody"));
    QVERIFY(body);
    QTRY_COMPARE(body->verticalScrollBar()->maximum(), 0);
    type(dialog.addressEdit(), jid("dave"));
    type(dialog.passwordEdit(), "dave-pw");
    type(dialog.serverEdit(), env("XMPP_SERVER"));
    type(dialog.authorityEdit(), env("XMPP_CA"));
    QSignalSpy finished(&dialog, &QDialog::finished);
    QTest::mouseClick(dialog.signInButton(), Qt::LeftButton);
    QVERIFY(finished.wait(testenv::timeout(10000)));
    QCOMPARE(a.state(), XmppAccount::State::Online);

    QSettings settings;
    settings.sync();
    QFile file(settings.fileName());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray saved = file.readAll();
    QVERIFY(saved.contains("dave@"));
    QVERIFY(!saved.contains("dave-pw"));
}

// The game as the window plays it, without the window: a NetSession on each side whose line
// channel is the XMPP conversation. The host invites, the guest answers the invitation its player
// accepted, a move each way, a chat line each way; the guest's line cut (its account signed out
// and in again) and the game resumed where it stopped.
void TestXmppWindow::gameOverTheConversation() {
    XmppAccount alice, bob;
    QSignalSpy aliceOnline(&alice, &XmppAccount::online), bobOnline(&bob, &XmppAccount::online);
    alice.signIn(account("alice"));
    bob.signIn(account("bob"));
    QVERIFY(aliceOnline.wait(testenv::timeout(10000)));
    QTRY_VERIFY_WITH_TIMEOUT(bob.isOnline(), testenv::timeout(10000));

    // An invitation reaches bob's account; his player accepts it.
    QString inviteFrom;
    bagh::xmpp::Payload invite;
    connect(&bob, &XmppAccount::received, this,
            [&](const QString& from, const bagh::xmpp::Payload& p) {
                if (p.kind == bagh::xmpp::Payload::Kind::Invite && inviteFrom.isEmpty()) {
                    inviteFrom = from;
                    invite = p;
                }
            });
    bagh::net::HostTerms terms;
    terms.hostSide = bagh::Side::Goats;
    std::unique_ptr<XmppGame> host(XmppGame::host(&alice, jid("bob"), terms));
    QTRY_VERIFY_WITH_TIMEOUT(!inviteFrom.isEmpty(), testenv::timeout(10000));
    QVERIFY(inviteFrom.startsWith(jid("alice") + '/'));
    std::unique_ptr<XmppGame> guest(XmppGame::guest(&bob, inviteFrom, invite));
    QTRY_VERIFY_WITH_TIMEOUT(host->isConnected() && guest->isConnected(), testenv::timeout(10000));
    QCOMPARE(guest->localSide(), bagh::Side::Tigers);
    QCOMPARE(guest->opponentName(), jid("alice"));
    QVERIFY(guest->isEncrypted());
    QCOMPARE(guest->peerAddressText(), inviteFrom);

    QSignalSpy guestHeard(guest.get(), &NetSession::opponentMove);
    QSignalSpy hostHeard(host.get(), &NetSession::opponentMove);
    QVERIFY(host->sendMove(host->game().legalMoves()[0]));
    QVERIFY(guestHeard.wait(testenv::timeout(5000)));
    QCOMPARE(guest->game().length(), 1);
    QVERIFY(guest->sendMove(guest->game().legalMoves()[0]));
    QVERIFY(hostHeard.wait(testenv::timeout(5000)));
    QCOMPARE(host->game().length(), 2);

    // Chat is ordinary XMPP chat (a <body>, which any client shows): bob's account hears it
    // as such.
    QSignalSpy guestChat(guest.get(), &NetSession::chat), hostChat(host.get(), &NetSession::chat);
    QSignalSpy bodies(&bob, &XmppAccount::chatReceived);
    QVERIFY(host->sendChat("namaste"));
    QVERIFY(guestChat.wait(testenv::timeout(5000)));
    QCOMPARE(guestChat.last().at(0).toString(), QStringLiteral("namaste"));
    QCOMPARE(bodies.count(), 1);
    QCOMPARE(bodies.last().at(1).toString(), QStringLiteral("namaste"));
    QVERIFY(guest->sendChat("dhanyabad"));
    QVERIFY(hostChat.wait(testenv::timeout(5000)));

    // The guest's line cut: its account signs in again, the host invites again, the guest joins
    // with its seat token, and the game goes on from two plies.
    QSignalSpy resumed(guest.get(), &NetSession::resumed);
    bob.signOut();
    bob.signIn(account("bob"));
    QVERIFY(resumed.wait(testenv::timeout(15000)));
    QTRY_VERIFY_WITH_TIMEOUT(host->isConnected() && guest->isConnected(), testenv::timeout(10000));
    QCOMPARE(guest->game().length(), 2);
    QVERIFY(host->sendMove(host->game().legalMoves()[0]));
    QVERIFY(guestHeard.wait(testenv::timeout(5000)));
    QCOMPARE(guest->game().length(), 3);
    QCOMPARE(guest->game().length(), host->game().length());
}

// Contacts: alice adds bob from the dialog (Add Contact); bob's account grants it and asks back,
// and each list shows the other online with the game; a click on him puts his address in the
// invitation.
void TestXmppWindow::contactsSeeEachOther() {
    XmppAccount alice, bob;
    alice.signIn(account("alice"));
    bob.signIn(account("bob"));
    QTRY_VERIFY_WITH_TIMEOUT(alice.isOnline() && bob.isOnline(), testenv::timeout(10000));
    InternetDialog dialog(&alice, {});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    type(dialog.contactEdit(), jid("bob"));
    QTest::mouseClick(dialog.addButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(dialog.contactList()->count(), 1, testenv::timeout(10000));
    QTRY_COMPARE_WITH_TIMEOUT(dialog.contactList()->item(0)->text(),
                              jid("bob") + QStringLiteral(" · online, has the game"),
                              testenv::timeout(10000));
    // Granting her, bob's account asked back: he sees her online too, without adding her.
    InternetDialog bobs(&bob, {});
    QTRY_COMPARE_WITH_TIMEOUT(bobs.contactList()->count(), 1, testenv::timeout(10000));
    QTRY_COMPARE_WITH_TIMEOUT(bobs.contactList()->item(0)->text(),
                              jid("alice") + QStringLiteral(" · online, has the game"),
                              testenv::timeout(10000));
    dialog.contactEdit()->clear();
    dialog.contactList()->setCurrentRow(0);
    QCOMPARE(dialog.contactEdit()->text(), jid("bob"));
    // Signed out, he is offline in the list.
    bob.signOut();
    QTRY_COMPARE_WITH_TIMEOUT(dialog.contactList()->item(0)->text(),
                              jid("bob") + QStringLiteral(" · offline"), testenv::timeout(10000));
}

// An invitation declined: the inviter's window says so and its network game ends; the invited
// has nothing left to answer.
void TestXmppWindow::declinedInvitation() {
    auto [host, guest] = windowsSignedIn("erin", "carol");
    QVERIFY(host && guest);
    InternetPlay* erin = host->internetPlay();
    InternetPlay* carol = guest->internetPlay();
    erin->invite(jid("carol"), bagh::net::HostTerms{});
    QVERIFY(host->networkPlay()->isActive());
    QTRY_COMPARE_WITH_TIMEOUT(carol->invitations().size(), 1, testenv::timeout(10000));
    // Declined in the dialog, which stays open for the rest (a contact to invite).
    InternetDialog dialog(carol->account(), carol->invitations());
    connect(&dialog, &InternetDialog::answerChosen, carol, &InternetPlay::answer);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.invitationList()->count(), 1);
    QTest::mouseClick(dialog.declineButton(), Qt::LeftButton);
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.invitationList()->count(), 0);
    QVERIFY(!dialog.declineButton()->isEnabled());
    QVERIFY(carol->invitations().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!host->networkPlay()->isActive(), testenv::timeout(10000));
    QCOMPARE(host->statusBar()->currentMessage(),
             QStringLiteral("%1 declined the invitation.").arg(jid("carol")));
    QVERIFY(!guest->networkPlay()->isActive());
}

int main(int argc, char** argv) {
    // As on CI: a session bus that is not there, so no keyring answers.
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/baghchal-test-bus");
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    TestXmppWindow test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_xmppwindow.moc"
