#include "solve/SolveDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>
#include <algorithm>

#include "engine/lambs/Board.h"
#include "engine/solve/Solver.h"
#include "session/RulesData.h"
#include "ui/CapturesBox.h"
#include "ui/FitToScreen.h"

namespace solve = bagh::solve;
using Game = solve::SolveTarget::Game;

namespace {

constexpr int kBarSteps = 1000;

// Counts in the reader's digits.
QString num(int n) { return QLocale().toString(n); }

// Minutes and seconds, "12:05", in the reader's digits.
QString clockText(qint64 ms) {
    const QLocale l;
    const int s = int(ms / 1000);
    return QStringLiteral("%1:%2").arg(l.toString(s / 60),
                                       l.toString(s % 60).rightJustified(2, l.zeroDigit().at(0)));
}

// Peak memory (MB) and wall time (minutes, quiet and loaded) of the full Lambs solves on two
// cores (docs/FIGURES.md): 5 captures 556,000 kB, 2 min 46 s quiet and 8 min 19 s beside
// another job; 6 captures 673,000 kB, 3 min 14 s and 8 min 14 s; every goat 864,000 kB,
// 4 min 24 s and 14 min 5 s.
struct LambsCost {
    int megabytes;
    int minutes, loadedMinutes;
};
LambsCost lambsCost(int capturesToWin) {
    if (capturesToWin <= 5) return {570, 3, 8};
    if (capturesToWin == 6) return {690, 3, 8};
    return {880, 4, 14};
}

}  // namespace

SolveDialog::SolveDialog(QWidget* parent)
    : QDialog(parent), gameSolve_(solve::makeGameSolve(job_.target)), runner_(new SolveRunner) {
    setWindowTitle(tr("Solve the Whole Game"));
    job_.dir = QString::fromStdString(solve::findTablesDir(""));

    auto* layout = new QVBoxLayout;  // the body: scrolls on a screen too small for it
    intro_ = new QLabel;
    intro_->setWordWrap(true);
    layout->addWidget(intro_);
    auto* form = new QFormLayout;
    // The game and rule as the New Game dialog offers them.
    game_ = new QComboBox;
    game_->addItem(tr("Bagh-Chal"), rulesdata::kindData(bagh::games::GameKind::BaghChal));
    game_->addItem(tr("Lambs and Tigers"), rulesdata::kindData(bagh::games::GameKind::Lambs));
    form->addRow(tr("&Game:"), game_);
    captures_ = new CapturesBox;
    captures_->setToolTip(tr("The tables of Lambs and Tigers differ with the house rule"));
    form->addRow(tr("&Tigers win at:"), captures_);
    form_ = form;
    disk_ = new QLabel;
    memory_ = new QLabel;
    timeFigure_ = new QLabel;
    timeFigure_->setWordWrap(true);
    form->addRow(tr("Disk space:"), disk_);
    form->addRow(tr("Memory:"), memory_);
    form->addRow(tr("Time:"), timeFigure_);
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
    start_->setDefault(true);  // Enter starts; Escape closes (and stops a running solve)
    body_ = FitToScreen::setBody(this, layout, buttons);
    connect(start_, &QPushButton::clicked, this, &SolveDialog::start);
    connect(cancel_, &QPushButton::clicked, this, &SolveDialog::cancelSolve);
    connect(buttons, &QDialogButtonBox::rejected, this, &SolveDialog::reject);
    connect(game_, &QComboBox::activated, this, &SolveDialog::chooseFromBoxes);
    connect(captures_, &QComboBox::activated, this, &SolveDialog::chooseFromBoxes);
    setMinimumWidth(560);

    runner_->moveToThread(&thread_);
    thread_.setObjectName(QStringLiteral("solve"));
    connect(&thread_, &QThread::finished, runner_, &QObject::deleteLater);
    connect(this, &SolveDialog::runRequested, runner_, &SolveRunner::run, Qt::QueuedConnection);
    connect(runner_, &SolveRunner::started, this, &SolveDialog::onStarted, Qt::QueuedConnection);
    connect(runner_, &SolveRunner::layerSolved, this, &SolveDialog::onLayerSolved,
            Qt::QueuedConnection);
    connect(runner_, &SolveRunner::partDone, this, &SolveDialog::onPartDone, Qt::QueuedConnection);
    connect(runner_, &SolveRunner::note, line_, &QLabel::setText, Qt::QueuedConnection);
    connect(runner_, &SolveRunner::finished, this, &SolveDialog::onFinished, Qt::QueuedConnection);
    thread_.start();
    tick_.setInterval(1000);
    connect(&tick_, &QTimer::timeout, this, &SolveDialog::updateTime);
    showFigures();
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
    job_.bottom = std::clamp(bottom, gameSolve_->bottomLayer(), top());
    job_.threads = threads;
    if (!running_) refresh();
}

void SolveDialog::setTarget(const solve::SolveTarget& target) {
    if (running_) return;
    if (!(target == job_.target)) {
        job_.target = target;
        gameSolve_ = solve::makeGameSolve(target);
        job_.bottom = gameSolve_->bottomLayer();
    }
    showFigures();
    refresh();
}

void SolveDialog::chooseFromBoxes() {
    solve::SolveTarget target;
    if (rulesdata::kindOf(game_->currentData()) == bagh::games::GameKind::Lambs) {
        target.game = Game::Lambs;
        target.lambsCaptures = captures_->currentData().toInt();
    }
    setTarget(target);
}

// The intro and the figures of the game chosen, and the boxes set to it.
void SolveDialog::showFigures() {
    showFigureTexts();
    fitHeight();
}

// The word-wrapped texts change with the game: the dialog grows to show them whole at its
// width (its minimum width keeps the layout from setting a minimum height of its own).
void SolveDialog::fitHeight() {
    layout()->activate();
    QWidget* content = body_->widget();
    content->layout()->activate();
    const int viewport = body_->viewport()->width();
    const int body = content->hasHeightForWidth() ? content->heightForWidth(viewport)
                                                  : content->sizeHint().height();
    // The buttons and margins around the body stay as they are; resize() keeps within the
    // screen (FitToScreen's maximum size), where the body scrolls instead.
    const int needed = height() - body_->viewport()->height() + body;
    if (height() < needed) resize(width(), needed);
}

void SolveDialog::showFigureTexts() {
    const solve::SolveTarget& t = job_.target;
    game_->setCurrentIndex(game_->findData(rulesdata::kindData(
        t.isLambs() ? bagh::games::GameKind::Lambs : bagh::games::GameKind::BaghChal)));
    // The target may say every goat as the Lambs engine's kAllGoats: its number is the box's.
    const int rule =
        captures_->findData(bagh::lambs::Variant::lambs(t.lambsCaptures).capturesToWin());
    if (rule >= 0) captures_->setCurrentIndex(rule);
    captures_->setEnabled(t.isLambs() && !running_);
    // Bagh-Chal's tigers always win at five captures: the rule row is Lambs and Tigers' only.
    form_->setRowVisible(captures_, t.isLambs());
    const double megabytes = double(gameSolve_->expectedBytes(top(), 0)) / 1e6;
    disk_->setText(tr("about %1 MB").arg(num(qRound(megabytes / 10) * 10)));
    if (!t.isLambs()) {
        intro_->setText(
            tr("The computer works out whether each position of the placement phase is a win, a "
               "draw or a loss, in 40 layers from the last goat placed back to the first move. "
               "Afterwards the analysis and the top level are exact from the first move: the "
               "top level is then called Perfect."));
        memory_->setText(tr("about 1.3 GB while solving"));
        timeFigure_->setText(staticTimeText());
        return;
    }
    const LambsCost cost = lambsCost(bagh::lambs::Variant::lambs(t.lambsCaptures).capturesToWin());
    intro_->setText(tr("The computer works out whether each position of Lambs and Tigers is a "
                       "win, a draw or a loss under the rule chosen, in %1 layers: first with "
                       "every goat placed, then back to the first move. Afterwards the analysis "
                       "and the top level are exact from the first move: the top level is then "
                       "called Perfect.")
                        .arg(num(layersDone(0))));
    memory_->setText(tr("about %1 MB while solving").arg(num(cost.megabytes)));
    timeFigure_->setText(staticTimeText());
}

// The time a whole solve of the game chosen takes, measured beforehand.
QString SolveDialog::staticTimeText() const {
    const solve::SolveTarget& t = job_.target;
    if (!t.isLambs()) return tr("about 5–10 minutes on two cores, using every core");
    const LambsCost cost = lambsCost(bagh::lambs::Variant::lambs(t.lambsCaptures).capturesToWin());
    return tr("about %1–%2 minutes on two cores, using every core")
        .arg(num(cost.minutes), num(cost.loadedMinutes));
}

QString SolveDialog::stateText() const { return state_->text(); }
QString SolveDialog::lineText() const { return line_->text(); }
QString SolveDialog::diskText() const { return disk_->text(); }
QString SolveDialog::memoryText() const { return memory_->text(); }
QString SolveDialog::timeText() const { return timeFigure_->text(); }

void SolveDialog::showEvent(QShowEvent* event) {
    if (!running_) refresh();
    QDialog::showEvent(event);
}

void SolveDialog::refresh() {
    if (running_) return;
    folder_->setText(job_.dir);
    const solve::SolveStart look = gameSolve_->look(job_.dir.toStdString(), job_.bottom);
    resume_ = look.first;
    resumePart_ = look.doneInFirst;
    const int total = layersDone(job_.bottom);
    lowestDone_ = resume_ < 0 ? job_.bottom : resume_ + 1;
    partWork_ = resume_ < 0 ? 0 : resumePart_;
    const int done = layersDone(lowestDone_);
    const QLocale l;
    if (resume_ < 0) {
        state_->setText(tr("The whole game is solved. Solve Again computes every layer anew."));
        start_->setText(tr("Solve Again"));
    } else if (done == 0 && resumePart_ == 0) {
        state_->setText(tr("Not solved yet: %1 layers to solve.").arg(num(total)));
        start_->setText(tr("Start"));
    } else if (resumePart_ > 0) {
        state_->setText(tr("%1 of %2 layers are solved and part of layer %3; the solve continues "
                           "there.")
                            .arg(num(done))
                            .arg(num(total))
                            .arg(num(resume_)));
        start_->setText(tr("Continue"));
    } else {
        state_->setText(tr("%1 of %2 layers are solved; the solve continues with layer %3.")
                            .arg(num(done))
                            .arg(num(total))
                            .arg(num(resume_)));
        start_->setText(tr("Continue"));
    }
    updateProgress();
    setRunning(false);
}

void SolveDialog::start() {
    if (running_) return;
    refresh();
    job_.again = resume_ < 0;
    if (job_.again) lowestDone_ = top() + 1, partWork_ = 0;
    doneAtStart_ = 0;
    first_ = -1;
    line_->clear();
    time_->clear();
    timeFigure_->setText(staticTimeText());  // until this run has measured its own pace
    layerClock_.start();
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
    if (cancel_->hasFocus()) setFocus();  // not to Close, which Enter would then press
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

void SolveDialog::onStarted(int first, double doneInFirst) {
    first_ = first;
    lowestDone_ = first + 1;
    partWork_ = doneInFirst;
    doneAtStart_ = doneWork();
    layerClock_.restart();  // the folder check is not the first layer's time
    updateProgress();
    showSolving();
}

void SolveDialog::onLayerSolved(int layer) {
    // The work of the layer moves from the part done inside it to the layers done (Lambs'
    // sliding phase gives two layers at once: the bar must not step back in between).
    partWork_ = std::max(0.0, partWork_ - gameSolve_->workOf(layer, layer));
    lowestDone_ = layer;
    updateProgress();
    showSolving();
    const double seconds = layerClock_.restart() / 1000.0;
    line_->setText(
        tr("Layer %1 solved in %2 seconds.").arg(num(layer), QLocale().toString(seconds, 'f', 1)));
    updateTime();  // the estimate from this run's pace, at once
    emit layerSolved(layer);
}

void SolveDialog::onPartDone(double work) {
    partWork_ = work;
    updateProgress();
}

void SolveDialog::showSolving() {
    if (!cancel_->isEnabled()) return;  // cancelling: keep saying so
    const int layer = lowestDone_ - 1;
    if (job_.target.isLambs() && layer >= top() - 1)
        state_->setText(tr("Solving layers %1 and %2, every position once all goats are "
                           "placed… (%3 of %4 layers done)")
                            .arg(num(top()))
                            .arg(num(top() - 1))
                            .arg(num(layersDone(lowestDone_)))
                            .arg(num(layersDone(job_.bottom))));
    else
        state_->setText(tr("Solving layer %1… (%2 of %3 layers done)")
                            .arg(num(layer))
                            .arg(num(layersDone(lowestDone_)))
                            .arg(num(layersDone(job_.bottom))));
}

void SolveDialog::onFinished(bool ok, bool cancelled, const QString& error) {
    tick_.stop();
    setRunning(false);
    updateTime();  // the time taken; the time figure is the static one again
    refresh();     // what is in the folder now, and the Start button to match
    if (ok) {
        state_->setText(tr("Done: every layer is solved. The analysis uses the new tables now."));
        emit solved(job_.dir);
    } else if (cancelled && resumePart_ > 0) {
        state_->setText(tr("Stopped: %1 of %2 layers are solved and part of layer %3; Continue "
                           "picks up there.")
                            .arg(num(layersDone(resume_ + 1)))
                            .arg(num(layersDone(job_.bottom)))
                            .arg(num(resume_)));
    } else if (cancelled) {
        state_->setText(tr("Stopped: %1 of %2 layers are solved; Continue picks up with layer %3.")
                            .arg(num(layersDone(lowestDone_)))
                            .arg(num(layersDone(job_.bottom)))
                            .arg(num(resume_)));
    } else {
        state_->setText(tr("The solve stopped with an error: %1").arg(error));
    }
    // refresh() read the folder: layers from first_ down to lowestDone_ came from this run.
    if (!ok && first_ >= 0 && lowestDone_ <= first_) emit partlySolved(job_.dir);
    fitHeight();  // an error may take more lines
    emit runFinished(ok, cancelled);
}

void SolveDialog::setRunning(bool running) {
    const bool changed = running != running_;
    running_ = running;
    // The keyboard focus follows the button that matters: Cancel while running, Start after
    // (a disabled button would hand it to Close, and Enter would close the dialog).
    const QWidget* f = focusWidget();
    const bool focused = !f || f == this || f == start_ || f == cancel_;
    cancel_->setEnabled(running);
    start_->setEnabled(!running);
    if (focused) (running ? cancel_ : start_)->setFocus();
    game_->setEnabled(!running);
    captures_->setEnabled(!running && job_.target.isLambs());
    if (changed) emit runningChanged(running);
}

double SolveDialog::doneWork() const {
    return gameSolve_->workOf(top(), lowestDone_) + partWork_;  // 0 above the top
}

double SolveDialog::totalWork() const { return gameSolve_->workOf(top(), job_.bottom); }

// Layers done, as the state line counts them (weighted by work, the first layers of a
// Bagh-Chal solve are a thousandth of it: the bar stood at 0 % for minutes), plus the part of
// the layers under way that the solver reports done.
double SolveDialog::layersDoneExactly() const {
    double layers = layersDone(lowestDone_);
    double part = partWork_;
    for (int layer = lowestDone_ - 1; layer >= job_.bottom && part > 0; --layer) {
        const double work = gameSolve_->workOf(layer, layer);
        if (work <= 0) continue;
        layers += std::min(1.0, part / work);
        part -= work;
    }
    return layers;
}

void SolveDialog::updateProgress() {
    const int total = layersDone(job_.bottom);
    bar_->setValue(total > 0 ? std::min(kBarSteps, int(layersDoneExactly() * kBarSteps / total))
                             : kBarSteps);
}

void SolveDialog::updateTime() {
    if (!clock_.isValid()) return;
    const qint64 ms = clock_.elapsed();
    time_->setText(tr("Elapsed %1").arg(clockText(ms)));
    // One estimate at a time: the rest at the pace of this run so far (by the work of each
    // layer, which differ a hundredfold) replaces the figure measured beforehand.
    const double total = totalWork(), done = doneWork();
    if (running_ && done > doneAtStart_ && done < total) {
        const double left = double(ms) * (total - done) / (done - doneAtStart_);
        const int minutes = int(left / 60000.0) + 1;
        timeFigure_->setText(tr("about %1 more minutes at the pace so far").arg(num(minutes)));
    } else if (!running_) {
        timeFigure_->setText(staticTimeText());
    }
}
