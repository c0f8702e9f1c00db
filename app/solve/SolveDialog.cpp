#include "solve/SolveDialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

#include "solve/SolvePlan.h"
#include "solve/Solver.h"

namespace solve = bagh::solve;

namespace {

constexpr int kBarSteps = 1000;

// Layers found or solved so far: everything from the top down to `lowest`.
int layersDone(int lowest) { return solve::kTopLayer + 1 - lowest; }

QString clockText(qint64 ms) {
    const qint64 s = ms / 1000;
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

}  // namespace

SolveDialog::SolveDialog(QWidget* parent) : QDialog(parent), runner_(new SolveRunner) {
    setWindowTitle(tr("Solve the Whole Game"));
    job_.dir = QString::fromStdString(solve::findTablesDir(""));

    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("The computer works out whether each position of the placement phase is a win, a "
           "draw or a loss, in 40 layers from the last goat placed back to the first move. "
           "Afterwards the analysis and the Perfect level are exact from the first move."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    // Format 3 stores the tigers-to-move layers alone (engine/solve/LayerFile.h).
    const double megabytes = double(solve::expectedBytes(solve::kTopLayer, 0)) / 1e6;
    form->addRow(tr("Disk space:"),
                 new QLabel(tr("about %1 MB").arg(QLocale().toString(int(megabytes / 10) * 10))));
    form->addRow(tr("Memory:"), new QLabel(tr("about 1.3 GB while solving")));
    form->addRow(tr("Time:"), new QLabel(tr("about 5–10 minutes on two cores, using every core")));
    folder_ = new QLabel;
    folder_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    folder_->setWordWrap(true);
    form->addRow(tr("Folder:"), folder_);
    layout->addLayout(form);
    auto* note =
        new QLabel(tr("You can cancel at any time: the layers finished so far are kept, "
                      "and the next start continues from there."));
    note->setObjectName(QStringLiteral("dimLabel"));
    note->setWordWrap(true);
    layout->addWidget(note);

    state_ = new QLabel;
    state_->setWordWrap(true);
    bar_ = new QProgressBar;
    bar_->setRange(0, kBarSteps);
    line_ = new QLabel;
    line_->setObjectName(QStringLiteral("dimLabel"));
    line_->setWordWrap(true);
    line_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    time_ = new QLabel;
    // Room for the longest lines from the start, so the dialog does not jump as they change.
    const int lineHeight = fontMetrics().lineSpacing();
    state_->setMinimumHeight(2 * lineHeight);
    line_->setMinimumHeight(3 * lineHeight);
    layout->addSpacing(6);
    layout->addWidget(state_);
    layout->addWidget(bar_);
    layout->addWidget(line_);
    layout->addWidget(time_);
    layout->addStretch(1);

    auto* buttons = new QDialogButtonBox;
    start_ = buttons->addButton(tr("Start"), QDialogButtonBox::ActionRole);
    cancel_ = buttons->addButton(tr("Cancel"), QDialogButtonBox::ActionRole);
    close_ = buttons->addButton(tr("Close"), QDialogButtonBox::RejectRole);
    layout->addWidget(buttons);
    connect(start_, &QPushButton::clicked, this, &SolveDialog::start);
    connect(cancel_, &QPushButton::clicked, this, &SolveDialog::cancelSolve);
    connect(buttons, &QDialogButtonBox::rejected, this, &SolveDialog::reject);
    setMinimumWidth(560);

    runner_->moveToThread(&thread_);
    thread_.setObjectName(QStringLiteral("solve"));
    connect(&thread_, &QThread::finished, runner_, &QObject::deleteLater);
    connect(this, &SolveDialog::runRequested, runner_, &SolveRunner::run, Qt::QueuedConnection);
    connect(runner_, &SolveRunner::started, this, &SolveDialog::onStarted, Qt::QueuedConnection);
    connect(runner_, &SolveRunner::layerSolved, this, &SolveDialog::onLayerSolved,
            Qt::QueuedConnection);
    connect(runner_, &SolveRunner::message, line_, &QLabel::setText, Qt::QueuedConnection);
    connect(runner_, &SolveRunner::finished, this, &SolveDialog::onFinished, Qt::QueuedConnection);
    thread_.start();
    tick_.setInterval(1000);
    connect(&tick_, &QTimer::timeout, this, &SolveDialog::updateTime);
    refresh();
}

SolveDialog::~SolveDialog() {
    // The solver looks at the flag between rows, so this waits a second at most.
    runner_->requestCancel();
    thread_.quit();
    thread_.wait();
}

void SolveDialog::setJob(const QString& dir, int bottom, int threads) {
    job_.dir = dir;
    job_.bottom = std::clamp(bottom, 0, int(solve::kTopLayer));
    job_.threads = threads;
    if (!running_) refresh();
}

QString SolveDialog::stateText() const { return state_->text(); }
QString SolveDialog::lineText() const { return line_->text(); }

void SolveDialog::showEvent(QShowEvent* event) {
    if (!running_) refresh();
    QDialog::showEvent(event);
}

void SolveDialog::refresh() {
    if (running_) return;
    folder_->setText(job_.dir);
    const solve::TableState state = solve::scanTables(job_.dir.toStdString());
    resume_ = state.resumeLayer(job_.bottom);
    const int total = layersDone(job_.bottom);
    lowestDone_ = resume_ < 0 ? job_.bottom : resume_ + 1;
    const int done = layersDone(lowestDone_);
    if (resume_ < 0) {
        state_->setText(tr("The whole game is solved. Solve Again computes every layer anew."));
        start_->setText(tr("Solve Again"));
    } else if (done == 0) {
        state_->setText(tr("Not solved yet: %1 layers to solve.").arg(total));
        start_->setText(tr("Start"));
    } else {
        state_->setText(tr("%1 of %2 layers are solved; the solve continues with layer %3.")
                            .arg(done)
                            .arg(total)
                            .arg(resume_));
        start_->setText(tr("Continue"));
    }
    updateProgress();
    setRunning(false);
}

void SolveDialog::start() {
    if (running_) return;
    refresh();
    job_.again = resume_ < 0;
    if (job_.again) lowestDone_ = solve::kTopLayer + 1;
    doneAtStart_ = 0;
    first_ = -1;
    line_->clear();
    time_->clear();
    state_->setText(tr("Checking the folder and the files already there…"));
    updateProgress();
    runner_->clearCancel();
    setRunning(true);
    clock_.start();
    tick_.start();
    emit runRequested(job_);
}

void SolveDialog::cancelSolve() {
    if (!running_) return;
    runner_->requestCancel();
    cancel_->setEnabled(false);
    if (first_ >= 0)
        state_->setText(tr("Stopping; the finished layers are kept…"));
    else
        state_->setText(tr("Stopping…"));
}

void SolveDialog::reject() {
    // Closing while solving stops the solve; the dialog goes at once, the thread stops within
    // about a second in the background (the window waits for it before it quits).
    cancelSolve();
    QDialog::reject();
}

void SolveDialog::onStarted(int first) {
    first_ = first;
    lowestDone_ = first + 1;
    doneAtStart_ = donePositions();
    showSolving();
}

void SolveDialog::onLayerSolved(int layer) {
    lowestDone_ = layer;
    updateProgress();
    showSolving();
    emit layerSolved(layer);
}

void SolveDialog::showSolving() {
    if (!cancel_->isEnabled()) return;  // cancelling: keep saying so
    state_->setText(tr("Solving layer %1… (%2 of %3 layers done)")
                        .arg(lowestDone_ - 1)
                        .arg(layersDone(lowestDone_))
                        .arg(layersDone(job_.bottom)));
}

void SolveDialog::onFinished(bool ok, bool cancelled, const QString& error) {
    tick_.stop();
    setRunning(false);
    updateTime();  // the time taken, without an estimate now
    refresh();     // what is in the folder now, and the Start button to match
    if (ok) {
        state_->setText(tr("Done: every layer is solved. The analysis uses the new tables now."));
        emit solved(job_.dir);
    } else if (cancelled) {
        state_->setText(tr("Stopped: %1 of %2 layers are solved; Continue picks up with layer %3.")
                            .arg(layersDone(lowestDone_))
                            .arg(layersDone(job_.bottom))
                            .arg(resume_));
    } else {
        state_->setText(tr("The solve stopped with an error: %1").arg(error));
    }
    // refresh() read the folder: layers from first_ down to lowestDone_ came from this run.
    if (!ok && first_ >= 0 && lowestDone_ <= first_) emit partlySolved(job_.dir);
    emit runFinished(ok, cancelled);
}

void SolveDialog::setRunning(bool running) {
    const bool changed = running != running_;
    running_ = running;
    start_->setEnabled(!running);
    cancel_->setEnabled(running);
    if (changed) emit runningChanged(running);
}

std::uint64_t SolveDialog::donePositions() const {
    return solve::positionsOf(solve::kTopLayer, lowestDone_);  // 0 above the top
}

// Weighted by positions: the middle layers take most of the time.
void SolveDialog::updateProgress() {
    const std::uint64_t total = solve::positionsOf(solve::kTopLayer, job_.bottom);
    const std::uint64_t done = donePositions();
    bar_->setValue(total ? int(done * kBarSteps / total) : kBarSteps);
}

void SolveDialog::updateTime() {
    if (!clock_.isValid()) return;
    const qint64 ms = clock_.elapsed();
    QString text = tr("Elapsed %1").arg(clockText(ms));
    // The rest at the rate of this run so far; rough, the layers differ in speed.
    const std::uint64_t total = solve::positionsOf(solve::kTopLayer, job_.bottom);
    const std::uint64_t done = donePositions();
    if (running_ && done > doneAtStart_ && done < total) {
        const double left = double(ms) * double(total - done) / double(done - doneAtStart_);
        const int minutes = int(left / 60000.0) + 1;
        text += QStringLiteral(" · ") + tr("about %1 min left").arg(minutes);
    }
    time_->setText(text);
}
