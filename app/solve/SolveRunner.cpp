#include "solve/SolveRunner.h"

#include <memory>

#include "db/EndgameDb.h"
#include "solve/SolvePlan.h"
#include "solve/Solver.h"

using namespace bagh;

SolveRunner::SolveRunner() { qRegisterMetaType<SolveJob>(); }

int SolveRunner::firstLayer(const SolveJob& job) {
    if (job.again) return solve::kTopLayer;
    const solve::ResumePoint resume = solve::findResumePoint(job.dir.toStdString(), job.bottom);
    for (const std::string& p : resume.refused)
        emit message(tr("Damaged file, not used: %1").arg(QString::fromStdString(p)));
    for (const std::string& p : resume.redone)
        emit message(tr("Damaged, will be solved again: %1").arg(QString::fromStdString(p)));
    return resume.first;
}

QString SolveRunner::checkFolder(const SolveJob& job, int first) {
    using Problem = solve::DirectoryCheck::Problem;
    const std::uint64_t needed = solve::bytesNeeded(first, job.bottom);
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
    const int first = firstLayer(job);
    if (first < 0) {  // nothing left: the directory holds every layer of the range
        emit finished(true, false, {});
        return;
    }
    if (const QString problem = checkFolder(job, first); !problem.isEmpty()) {
        emit finished(false, false, problem);
        return;
    }
    // The database is read only for the top layer (its children are sliding-phase positions).
    std::unique_ptr<EndgameDb> db;
    if (first == solve::kTopLayer) {
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
    emit started(first);

    solve::SolveOptions options;
    options.dir = job.dir.toStdString();
    options.threads = job.threads;
    options.fromLayer = first;
    options.toLayer = job.bottom;
    options.db = db.get();
    options.cancel = &cancel_;
    // Both run on this thread.
    options.progress = [this](const std::string& line) {
        emit message(QString::fromStdString(line));
    };
    options.layerDone = [this](int layer) { emit layerSolved(layer); };
    const solve::SolveResult r = solve::solvePlacement(options);
    if (r.ok)
        emit finished(true, false, {});
    else if (cancel_)
        emit finished(false, true, {});
    else
        emit finished(false, false, QString::fromStdString(r.error));
}
