// Network play in the window, both games: two main windows in one process, one hosting and one
// joining over localhost through NetworkPlay (the bridge between app/net's session and the
// controller). Moves by clicks reach the other window; a move on the opponent's turn is refused
// with a reason; an undo asked for and declined (the window that is asked answers no when it
// asks no questions), the game unchanged; resigning ends both windows' games; leaving tells the
// other side, which keeps the game. The protocol's own cases (garbage, floods, resume, clocks)
// are app/net's suites (tests/net).
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include "AppTest.h"
#include "board/BoardView.h"
#include "dialogs/NetworkDialog.h"
#include "net/NetHost.h"
#include "session/GameController.h"
#include "window/GameFiles.h"
#include "window/MainWindow.h"
#include "window/NetworkPlay.h"

using bagh::Side;
using bagh::games::GameKind;

class TestNetworkWindow : public QObject {
    Q_OBJECT

private slots:
    void init() { apptest::useTestSettings(); }

    void playOverTheNetwork_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::newRow("baghchal") << GameKind::BaghChal;
        QTest::newRow("lambs") << GameKind::Lambs;
    }
    void playOverTheNetwork() {
        QFETCH(GameKind, kind);
        auto host = apptest::openWindow();
        auto guest = apptest::openWindow();
        QVERIFY(host && guest);
        HostOptions options;
        options.terms.game = kind;
        options.terms.captures = kind == GameKind::Lambs ? 15 : 5;
        options.terms.hostSide = Side::Goats;
        options.name = QStringLiteral("Sita");
        options.address = QHostAddress::LocalHost;
        options.announce = false;
        QString error;
        QVERIFY2(host->networkPlay()->host(options, &error), qPrintable(error));
        const QString code = host->networkPlay()->joinCode();
        QVERIFY(!code.isEmpty());
        QVERIFY2(guest->networkPlay()->join(code, QStringLiteral("Ram"), &error),
                 qPrintable(error));
        GameController* hc = host->controller();
        GameController* gc = guest->controller();
        QTRY_VERIFY_WITH_TIMEOUT(gc->remoteSide().has_value(), 5000);
        QTRY_VERIFY(hc->remoteSide().has_value());
        QCOMPARE(*hc->remoteSide(), Side::Tigers);
        QCOMPARE(*gc->remoteSide(), Side::Goats);
        QCOMPARE(gc->game().kind(), kind);
        QTRY_COMPARE_WITH_TIMEOUT(hc->playerName(Side::Tigers), QStringLiteral("Ram"), 5000);
        QCOMPARE(gc->playerName(Side::Goats), QStringLiteral("Sita"));
        QVERIFY(host->networkPlay()->indicator()->text().contains(QStringLiteral("Ram")));

        // The guest has the tigers: a click on the goats' turn plays nothing.
        const auto hostMove = hc->legalMoves().front();
        QString why;
        QVERIFY(!gc->playHumanMove(hostMove, &why));
        QVERIFY(why.contains(QStringLiteral("Sita")));
        apptest::clickMove(host->boardView(), hostMove);
        QCOMPARE(hc->game().length(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(gc->game().length(), 1, 5000);
        QCOMPARE(gc->game().moveAt(0), hostMove);
        const auto guestMove = gc->legalMoves().front();
        apptest::clickMove(guest->boardView(), guestMove);
        QTRY_COMPARE_WITH_TIMEOUT(hc->game().length(), 2, 5000);
        QCOMPARE(hc->game().current(), gc->game().current());

        // A save names both players and that the game was played over the network.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("net.bgc"));
        QVERIFY2(host->gameFiles()->save(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY2(text.contains("[Network ") && text.contains("Sita") && text.contains("Ram"),
                 text.constData());

        // An undo goes to the opponent, who (asking no questions) declines: nothing changes.
        host->setAskQuestions(false);
        guest->setAskQuestions(false);
        QVERIFY(hc->canUndoTurn());
        QVERIFY(!hc->canRedoTurn());
        hc->undoTurn();
        QTest::qWait(300);
        QCOMPARE(hc->game().length(), 2);
        QCOMPARE(gc->game().length(), 2);

        // Resigning: both games end, the guest the winner.
        hc->resign();
        QTRY_VERIFY_WITH_TIMEOUT(gc->result().over(), 5000);
        QVERIFY(hc->result().over());
        QCOMPARE(gc->result().outcome, bagh::Outcome::TigersWin);
        QCOMPARE(hc->result().outcome, bagh::Outcome::TigersWin);

        // Leaving: the game stays on the host's board; the guest's window says the line is down.
        guest->networkPlay()->leave();
        QVERIFY(!gc->remoteSide());
        QCOMPARE(gc->game().length(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(
            host->networkPlay()->indicator()->text().contains(QStringLiteral("lost")), 5000);
        QCOMPARE(hc->game().length(), 2);
    }

    // The dialog as a player uses it: Host a game on the Lambs board shows a code; the other
    // window's Join tab takes the code and joins that game.
    void hostAndJoinThroughTheDialog() {
        auto host = apptest::openWindow();
        auto guest = apptest::openWindow();
        QVERIFY(host && guest);
        NetworkDialog hosting(host->networkPlay(), host.get());
        hosting.show();
        QVERIFY(QTest::qWaitForWindowExposed(&hosting));
        hosting.gameBox()->setCurrentIndex(1);  // Lambs and Tigers
        hosting.nameEdit()->setText(QStringLiteral("Sita"));
        QVERIFY(hosting.codeShown()->text().isEmpty());
        QTest::mouseClick(hosting.hostButton(), Qt::LeftButton);
        const QString code = hosting.codeShown()->text();
        QVERIFY(!code.isEmpty());
        QCOMPARE(code, host->networkPlay()->joinCode());
        QCOMPARE(host->controller()->game().kind(), GameKind::Lambs);
        hosting.close();

        NetworkDialog joining(guest->networkPlay(), guest.get());
        joining.show();
        QVERIFY(QTest::qWaitForWindowExposed(&joining));
        joining.tabs()->setCurrentIndex(1);
        joining.nameEdit()->setText(QStringLiteral("Ram"));
        // A typo is refused before any connection, and the dialog stays.
        joining.codeEdit()->setText(QString(code).replace(0, 1, QLatin1Char('9')));
        QTest::mouseClick(joining.joinButton(), Qt::LeftButton);
        QVERIFY(joining.isVisible());
        QVERIFY(!guest->networkPlay()->isActive());
        joining.codeEdit()->setFocus();
        joining.codeEdit()->setText(code);
        QTest::keyClick(joining.codeEdit(), Qt::Key_Return);
        QTRY_VERIFY(!joining.isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(guest->controller()->remoteSide().has_value(), 5000);
        QCOMPARE(guest->controller()->game().kind(), GameKind::Lambs);
        QTRY_COMPARE_WITH_TIMEOUT(host->controller()->playerName(Side::Tigers),
                                  QStringLiteral("Ram"), 5000);
    }
};

QTEST_MAIN(TestNetworkWindow)
#include "tst_networkwindow.moc"
