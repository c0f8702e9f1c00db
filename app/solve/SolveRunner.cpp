#include "solve/SolveRunner.h"

#include <memory>

#include "engine/db/EndgameDb.h"
#include "engine/solve/SolvePlan.h"

using namespace bagh;

SolveRunner::SolveRunner() { qRegisterMetaType<SolveJob>(); }

solve::SolveStart SolveRunner::findStart(const solve::GameSolve& game, const SolveJob& job) {
    if (job.again) return {game.topLayer(), 0, {}, {}};
    const solve::SolveStart start = game.findStart(job.dir.toStdString(), job.bottom);
    for (const std::string& p : start.refused)
        emit note(tr("Damaged file, not used: %1").arg(QString::fromStdString(p)));
    for (const std::string& p : start.redone)
        emit note(tr("Damaged, will be solved again: %1").arg(QString::fromStdString(p)));
    return start;
}

QString SolveRunner::checkFolder(const solve::GameSolve& game, const SolveJob& job, int first) {
    using Problem = solve::DirectoryCheck::Problem;
    const std::uint64_t needed = game.bytesNeeded(first, job.bottom);
    const solve::DirectoryCheck c = solve::checkDirectory(job.dir.toStdString(), needed);
    const auto gb = [](std::uint64_t bytes) { return QString::number(bytes / 1e9, 'f', 1); };
    switch (c.problem) {
        case Problem::None:
            return {};
        case Problem::CannotCreate:
            return tr("The folder %1 cannot be created: %2.")
                .arg(job.dir, QString::fromStdString(c.detail));
        case Problem::NotWritable:
            return tr("The folder %1 cannot be written to.").arg(job.dir);
        case Problem::NoSpace:
            return tr("Not enough free disk space in %1: the solve needs about %2 GB, %3 GB are "
                      "free.")
                .arg(job.dir, gb(needed), gb(c.available));
    }
    return {};
}

void SolveRunner::run(const SolveJob& job) {
    const std::unique_ptr<solve::GameSolve> game = solve::makeGameSolve(job.target);
    const solve::SolveStart start = findStart(*game, job);
    if (start.first < 0) {  // nothing left: the directory holds every layer of the range
        emit finished(true, false, {});
        return;
    }
    if (const QString problem = checkFolder(*game, job, start.first); !problem.isEmpty()) {
        emit finished(false, false, problem);
        return;
    }
    // Bagh-Chal reads the database only for its top layer (its children are sliding-phase
    // positions).
    std::unique_ptr<EndgameDb> db;
    if (game->needsDatabase(start.first)) {
        std::string error;
        const std::string path = findEndgameDb(job.dbPath.toStdString());
        if (!path.empty()) db = EndgameDb::open(path, &error);
        if (!db) {
            emit finished(
                false, false,
                path.empty()
                    ? tr("The endgame database, needed for the last layer, was not found.")
                    : tr("The endgame database, needed for the last layer, cannot be read: %1")
                          .arg(QString::fromStdString(error)));
            return;
        }
    }
    if (cancel_) {
        emit finished(false, true, {});
        return;
    }
    emit started(start.first, start.doneInFirst);

    solve::GameSolveRun options;
    options.dir = job.dir.toStdString();
    options.threads = job.threads;
    options.fromLayer = start.first;
    options.toLayer = job.bottom;
    options.fresh = job.again;
    options.db = db.get();
    options.cancel = &cancel_;
    // All run on this thread. The solver's own lines (English, for the CLI's log) are not
    // the player's: the dialog says what it needs from layerSolved and partDone.
    options.layerDone = [this](int layer) { emit layerSolved(layer); };
    options.partDone = [this](double work) { emit partDone(work); };
    const solve::SolveResult r = game->run(options);
    if (r.ok)
        emit finished(true, false, {});
    else if (cancel_)
        emit finished(false, true, {});
    else
        emit finished(false, false, QString::fromStdString(r.error));
}
