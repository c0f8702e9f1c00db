#include "dialogs/RecordKeeper.h"

#include <QAction>
#include <QCoreApplication>
#include <QSettings>

#include "dialogs/StatisticsDialog.h"
#include "files/PlayerRecord.h"
#include "play/Tutor.h"
#include "session/GameSession.h"

using namespace bagh;

QAction* RecordKeeper::install(QWidget* window, GameSession* session) {
    // Only games that end on the board: a finished game opened or stepped to is no new result.
    QObject::connect(session, &GameSession::gameFinished, window, [session](GameResult result) {
        // The side the person here has against the computer (sides swap in a match's second
        // game); none in a game not against the computer.
        const std::optional<Side> player = session->sideAgainstSelfMover();
        QSettings settings;
        PlayerRecord record = PlayerRecord::load(settings);
        if (record.countGame(session->setup().level, player, result)) record.save(settings);
    });
    auto* action = new QAction(QCoreApplication::translate("RecordKeeper", "S&tatistics…"), window);
    action->setToolTip(QCoreApplication::translate("RecordKeeper",
                                                   "Your wins, draws and losses against the "
                                                   "computer, by level and side"));
    QObject::connect(action, &QAction::triggered, window, [window] {
        StatisticsDialog dialog(window);
        dialog.exec();
    });
    return action;
}

void RecordKeeper::followTutor(Tutor* tutor) {
    auto change = [](auto count) {
        QSettings settings;
        PlayerRecord record = PlayerRecord::load(settings);
        count(record);
        record.save(settings);
    };
    QObject::connect(tutor, &Tutor::warned, tutor,
                     [change] { change([](PlayerRecord& r) { r.countTutorWarning(); }); });
    QObject::connect(tutor, &Tutor::answered, tutor, [change](bool tookBack) {
        if (tookBack) change([](PlayerRecord& r) { r.countTutorTakeBack(); });
    });
}
