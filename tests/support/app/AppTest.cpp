#include "AppTest.h"

#include <QAction>
#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QTranslator>
#include <string_view>

#include "board/BoardView.h"
#include "engine/games/BoardShape.h"
#include "files/LastSession.h"
#include "session/GameSession.h"

namespace apptest {

void useTestSettings() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("baghchal-test"));
    QSettings().clear();
    QFile::remove(LastSession::filePath());  // the game left off by an earlier run
}

GameSetup twoPlayers() {
    GameSetup s;
    s.mode = GameMode::TwoPlayers;
    return s;
}

void resetLanguage() {
    for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    QLocale::setDefault(QLocale(QLocale::English));
}

GameSetup computerVsComputer() {
    GameSetup s;
    s.mode = GameMode::ComputerVsComputer;
    s.level = 1;
    s.cvcDelayMs = 0;
    return s;
}

GameSetup againstComputer(bagh::Side human, int level) {
    GameSetup s;
    s.mode = GameMode::HumanVsComputer;
    s.humanSide = human;
    s.level = level;
    return s;
}

std::unique_ptr<MainWindow> openWindow() {
    auto window = std::make_unique<MainWindow>();
    window->resize(1000, 720);
    window->setAskQuestions(false);
    window->boardView()->setAnimationsEnabled(false);
    window->startNewGame(twoPlayers());
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get())) {
        qWarning("the main window was never exposed");
        return nullptr;
    }
    return window;
}

bool loadPosition(MainWindow* window, const char* obx) {
    QString error;
    if (window->loadPosition(QString::fromLatin1(obx), &error)) return true;
    qWarning("position %s refused: %s", obx, qPrintable(error));
    return false;
}

bool playTypedMoves(GameSession* game, std::initializer_list<const char*> moves) {
    for (const char* m : moves) {
        QString why;
        if (!game->playTypedMove(QString::fromLatin1(m), &why)) {
            qWarning("move %s refused: %s", m, qPrintable(why));
            return false;
        }
    }
    return true;
}

QAction* findAction(QWidget* window, const QString& text) {
    for (QAction* a : window->findChildren<QAction*>()) {
        QString shown = a->text().remove(QLatin1Char('&'));
        if (shown.endsWith(QChar(0x2026))) shown.chop(1);
        if (shown == text) return a;
    }
    qFatal("no action \"%s\"", qPrintable(text));
}

bagh::games::Point pointNamed(bagh::games::GameKind kind, const char* name) {
    const std::string_view text(name);
    for (bagh::games::Point p = 0; p < bagh::games::boardShape(kind).points; ++p)
        if (bagh::games::pointName(kind, p) == text) return p;
    qWarning("no point %s on this board", name);
    return bagh::games::kNoPoint;
}

void shot(QWidget* w, const char* name) {
    const QByteArray dir = qgetenv("BAGHCHAL_SHOTS");
    if (!dir.isEmpty()) w->grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name);
}

bagh::games::Move finishingMove(const GameSession& game, bagh::Outcome outcome) {
    for (bagh::games::Move m : game.legalMoves()) {
        bagh::games::Game after = game.game();
        if (after.play(m) && after.result().outcome == outcome) return m;
    }
    return {};
}

}  // namespace apptest
