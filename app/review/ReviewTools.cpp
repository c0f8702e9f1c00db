#include "review/ReviewTools.h"

#include <QAction>
#include <QMenu>
#include <QTableView>
#include <algorithm>

#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisPanel.h"
#include "analysis/EvalGraph.h"
#include "analysis/ValueWords.h"
#include "board/BoardView.h"
#include "files/GameFiles.h"
#include "files/GameJournal.h"
#include "review/MistakesDialog.h"
#include "review/ReviewPanel.h"
#include "review/ReviewRunner.h"
#include "review/ReviewWords.h"
#include "session/GameSession.h"
#include "session/MoveListModel.h"

using namespace bagh;
using review::GameReview;
using review::PlyReview;
using review::PlyValue;
using review::Verdict;

namespace {

bool lostSomething(Verdict v) {
    return v == Verdict::Inaccuracy || v == Verdict::Mistake || v == Verdict::Blunder;
}

// A ply's value as the graph draws it: from the goats' side.
EvalPoint pointFor(Side mover, const PlyValue& v) {
    const bool goats = mover == Side::Goats;
    EvalPoint e;
    e.proven = v.exact && v.value != GameValue::Unknown;
    e.goatsValue = goats ? v.value : opposite(v.value);
    e.goatsScore = goats ? v.score : -v.score;
    e.plies = v.plies;
    return e;
}

// The tag of a move on the board: the value it keeps or leaves its mover ("W3", "D", "L5"),
// counted from the position before it; "?" for an estimate.
QString tagOf(const PlyValue& v, bool after) {
    if (!v.exact) return QStringLiteral("?");
    return ValueWords::badge(v.value, true, v.plies < 0 ? -1 : v.plies + (after ? 1 : 0));
}

// True if a saved game's text carries a review block (readReviewBlock says whether it reads).
bool hasReviewBlock(const QByteArray& text) {
    return text.startsWith("; review ") || text.contains("\n; review ");
}

}  // namespace

ReviewTools::ReviewTools(GameSession* session, BoardView* board, MoveListModel* moveList,
                         AnalysisMode* analysis, GameFiles* files, GameJournal* journal,
                         QObject* parent)
    : QObject(parent),
      session_(session),
      board_(board),
      moveList_(moveList),
      analysis_(analysis),
      journal_(journal),
      panel_(new ReviewPanel) {
    panel_->hide();
    review_ = new QAction(tr("Re&view Game"), this);
    review_->setObjectName(QStringLiteral("reviewGameAction"));
    review_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    review_->setToolTip(
        tr("A verdict for every move of the game: where it went wrong, and the "
           "move that kept the value"));
    connect(review_, &QAction::triggered, this, &ReviewTools::reviewGame);
    previous_ = new QAction(tr("Pre&vious Mistake"), this);
    previous_->setObjectName(QStringLiteral("previousMistakeAction"));
    previous_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    previous_->setToolTip(tr("The review's previous move that lost something (Shift+F8)"));
    connect(previous_, &QAction::triggered, this, &ReviewTools::previousMistake);
    next_ = new QAction(tr("&Next Mistake"), this);
    next_->setObjectName(QStringLiteral("nextMistakeAction"));
    next_->setShortcut(QKeySequence(Qt::Key_F8));
    next_->setToolTip(tr("The review's next move that lost something (F8)"));
    connect(next_, &QAction::triggered, this, &ReviewTools::nextMistake);
    panel_->addMistakeButtons(previous_, next_);

    connect(panel_, &ReviewPanel::cancelRequested, this, &ReviewTools::cancel);
    connect(panel_, &ReviewPanel::againRequested, this, &ReviewTools::reviewAgain);
    connect(panel_, &ReviewPanel::closeRequested, this, [this] {
        setPanelShown(false);
        board_->setFocus();
    });
    connect(panel_, &ReviewPanel::plyChosen, this, &ReviewTools::showPly);
    connect(panel_, &ReviewPanel::learnRequested, this, &ReviewTools::practiseRequested);
    connect(this, &ReviewTools::practiseRequested, this, &ReviewTools::practise);
    connect(panel_, &ReviewPanel::learnSideChanged, this, &ReviewTools::updateLearn);
    connect(panel_->graph(), &EvalGraph::plyClicked, session_, &GameSession::goToPly);

    connect(session_, &GameSession::stateChanged, this, &ReviewTools::follow);
    // Another game: nothing of this review is its (a file's own review is read after this).
    connect(session_, &GameSession::documentReplaced, this, [this] {
        if (runner_) runner_->cancel();
        drop();
        setPanelShown(false);
    });
    connect(analysis_, &AnalysisMode::activeChanged, this, [this](bool on) {
        if (on) setPanelShown(false);
    });
    // Tables solved since: the next review opens them with an engine of its own made anew (one
    // that runs finishes with the tables it has).
    connect(session_->engine(), &EngineService::tablesReloaded, this, [this](const QString& error) {
        if (!error.isEmpty() || !runner_ || runner_->isRunning()) return;
        delete runner_;
        runner_ = nullptr;
    });
    files->setAppendix([this](const games::Game& game) -> std::string {
        if (!held_ || !reviewed_.sameRecord(game)) return {};
        return review::writeReviewBlock(game, *held_);
    });
    connect(files, &GameFiles::textRead, this, &ReviewTools::readAppendix);
    follow();
}

ReviewTools::~ReviewTools() = default;

void ReviewTools::addMistakeActions(QMenu* menu) {
    menu->addAction(previous_);
    menu->addAction(next_);
}

const GameReview* ReviewTools::review() const {
    return held_ && reviewed_.sameRecord(session_->fullGame()) ? &*held_ : nullptr;
}

void ReviewTools::reviewGame() {
    if (review()) {
        setPanelShown(true);
        panel_->view()->setFocus(Qt::OtherFocusReason);
        return;
    }
    if (runner_ && runner_->isRunning() && runner_->game().sameRecord(session_->fullGame())) {
        setPanelShown(true);
        return;
    }
    start();
}

void ReviewTools::reviewAgain() { start(); }

void ReviewTools::start() {
    const games::Game game = session_->fullGame();
    if (game.length() == 0) {
        emit message(tr("There is no move to review yet."), 5000);
        return;
    }
    if (!runner_) {
        runner_ = new ReviewRunner(this);
        connect(runner_, &ReviewRunner::progress, this, &ReviewTools::onProgress);
        connect(runner_, &ReviewRunner::finished, this, &ReviewTools::onFinished);
    }
    runner_->start(game);
    panel_->showProgress(0, game.length());
    setPanelShown(true);
    // Tab from the board reaches Cancel first; the keys of the game stay where they were.
}

void ReviewTools::cancel() {
    if (!runner_ || !runner_->isRunning()) return;
    const bool hadFocus = panel_->cancelButton()->hasFocus();
    runner_->cancel();
    panel_->showNotice(tr("The review was cancelled."));
    if (hadFocus) panel_->againButton()->setFocus();
}

void ReviewTools::onProgress(int done, int total) { panel_->showProgress(done, total); }

void ReviewTools::onFinished(const GameReview& review, const games::Game& game) {
    const bool hadFocus = panel_->cancelButton()->hasFocus();
    if (!game.sameRecord(session_->fullGame())) {
        // An answer for a record that has changed since: dropped.
        panel_->showNotice(tr("The game changed while it was being reviewed."));
    } else if (!review.complete) {
        panel_->showNotice(tr("The review stopped before the end of the game."));
    } else {
        hold(review, game);
        if (!notablePlies().empty())
            emit message(tr("The review is ready: F8 and Shift+F8 go from mistake to mistake."),
                         8000);
    }
    if (hadFocus) {
        if (held_ && matches_)
            panel_->view()->setFocus(Qt::OtherFocusReason);
        else
            panel_->againButton()->setFocus();
    }
}

void ReviewTools::hold(const GameReview& review, const games::Game& game) {
    held_ = review;
    reviewed_ = game;
    shownPly_ = 0;
    matches_ = false;  // shown afresh by follow()
    follow();
    journal_->changed();  // the last game's record keeps it
}

void ReviewTools::drop() {
    if (held_) journal_->changed();
    held_.reset();
    reviewed_ = games::Game();
    matches_ = false;
    shownPly_ = 0;
    clearMarks();
    panel_->showNotice(QString());
    follow();
}

bool ReviewTools::panelShown() const { return !panel_->isHidden(); }

void ReviewTools::setPanelShown(bool shown) {
    if (shown == panelShown()) return;
    // One column beside the board: the review or analysis.
    if (shown && analysis_->isActive()) analysis_->setActive(false);
    panel_->setVisible(shown);
    if (!shown && !analysis_->isActive()) board_->setMoveMarks({});
    emit shownChanged(shown);
}

void ReviewTools::follow() {
    const games::Game full = session_->fullGame();
    bool helpAllowed = session_->result().over();
    if (!helpAllowed) {
        const Seat* goats = session_->seat(Side::Goats);
        const Seat* tigers = session_->seat(Side::Tigers);
        helpAllowed = (!goats || goats->allowsHelp()) && (!tigers || tigers->allowsHelp());
    }
    review_->setEnabled(full.length() > 0 && helpAllowed);
    const bool matches = held_ && reviewed_.sameRecord(full);
    if (matches != matches_) {
        matches_ = matches;
        if (matches) {
            showHeld();
        } else {
            clearMarks();
            const bool running = runner_ && runner_->isRunning();
            if (held_ && !running)
                panel_->showNotice(
                    tr("The game has changed since this review: its verdicts "
                       "are no longer shown."));
        }
    }
    const bool any = matches_ && !notablePlies().empty();
    previous_->setEnabled(any);
    next_->setEnabled(any);
    if (matches_) {
        std::vector<std::uint64_t> keys;
        for (int i = 0; i <= full.length(); ++i) keys.push_back(full.positionAt(i).key());
        panel_->graph()->setLine(keys, session_->currentPly());
        // The list follows the position shown (the move played from it; at the end, the last
        // move), so Tab lands on it rather than on the first move.
        if (full.length() > 0)
            panel_->markPly(std::clamp(session_->currentPly() + 1, 1, full.length()));
    }
}

void ReviewTools::showHeld() {
    const GameReview& r = *held_;
    const games::Game& game = reviewed_;
    panel_->showReview(r, game.kind(), game.startPosition().sideToMove() == Side::Tigers);
    QVector<MoveListModel::PlyNote> notes;
    EvalGraph* graphs[] = {panel_->graph(), analysis_->panel()->graph()};
    for (const PlyReview& p : r.plies) {
        notes.push_back(
            {ReviewWords::symbol(p.verdict), ReviewWords::meaning(p), lostSomething(p.verdict)});
        for (EvalGraph* g : graphs)
            g->record(game.positionAt(p.ply - 1).key(), pointFor(p.mover, p.before));
    }
    if (!r.plies.empty()) {
        // The last position, for the side that moved into it.
        const PlyReview& last = r.plies.back();
        for (EvalGraph* g : graphs)
            g->record(game.positionAt(last.ply).key(), pointFor(last.mover, last.after));
    }
    moveList_->setPlyNotes(notes);
    for (EvalGraph* g : graphs) g->setTurningPoints(r.turningPoints());
    updateLearn();
    if (shownPly_ > 0)
        panel_->showPly(shownPly_,
                        ReviewWords::explain(game.kind(), r.plies[std::size_t(shownPly_ - 1)]));
}

void ReviewTools::clearMarks() {
    moveList_->setPlyNotes({});
    panel_->graph()->setTurningPoints({});
    analysis_->panel()->graph()->setTurningPoints({});
}

void ReviewTools::showPly(int ply) {
    const GameReview* r = review();
    if (!r || ply < 1 || ply > static_cast<int>(r->plies.size())) return;
    const PlyReview& p = r->plies[static_cast<std::size_t>(ply - 1)];
    shownPly_ = ply;
    setPanelShown(true);
    const int before = ply - 1;
    if (before >= session_->firstPly() && before <= session_->lastPly()) session_->goToPly(before);
    panel_->showPly(ply, ReviewWords::explain(reviewed_.kind(), p));
    if (session_->currentPly() != before) return;  // not in the undo history: words only
    // The move that kept the value, and the move played where it is another.
    QVector<MoveMark> marks;
    if (!p.best.isNull())
        marks.push_back(
            {p.best, tagOf(p.before, false), p.before.value, p.before.exact, p.before.plies});
    if (p.best.isNull() || !(p.move == p.best))
        marks.push_back(
            {p.move, tagOf(p.after, true), p.after.value, p.after.exact, p.after.plies});
    board_->setMoveMarks(marks);
}

std::vector<int> ReviewTools::notablePlies() const {
    std::vector<int> plies;
    if (!held_) return plies;
    for (const PlyReview& p : held_->plies)
        if (lostSomething(p.verdict)) plies.push_back(p.ply);
    return plies;
}

void ReviewTools::nextMistake() {
    const std::vector<int> plies = notablePlies();
    if (!review() || plies.empty()) return;
    // From the ply chosen while its position is shown, else from the position shown.
    const bool chosen = shownPly_ > 0 && session_->currentPly() == shownPly_ - 1;
    const int at = chosen ? shownPly_ : session_->currentPly();
    const auto it = std::upper_bound(plies.begin(), plies.end(), at);
    showPly(it == plies.end() ? plies.front() : *it);
}

void ReviewTools::previousMistake() {
    const std::vector<int> plies = notablePlies();
    if (!review() || plies.empty()) return;
    const bool chosen = shownPly_ > 0 && session_->currentPly() == shownPly_ - 1;
    const int at = chosen ? shownPly_ : session_->currentPly() + 1;
    const auto it = std::lower_bound(plies.begin(), plies.end(), at);
    showPly(it == plies.begin() ? plies.back() : *std::prev(it));
}

Side ReviewTools::learnSide() const {
    // Against the computer, the person's own side; otherwise the one the panel shows.
    if (const std::optional<Side> person = session_->sideAgainstSelfMover()) return *person;
    return panel_->learnSide();
}

std::vector<int> ReviewTools::exercises(Side side) const {
    std::vector<int> plies;
    if (!held_) return plies;
    for (const PlyReview& p : held_->plies)
        if (p.mover == side && (p.verdict == Verdict::Mistake || p.verdict == Verdict::Blunder))
            plies.push_back(p.ply);
    return plies;
}

void ReviewTools::updateLearn() {
    const bool person = session_->sideAgainstSelfMover().has_value();
    const Side side = learnSide();
    const std::vector<int> todo = exercises(side);
    int done = 0;
    if (held_)
        for (const int ply : todo)
            done += std::binary_search(held_->practised.begin(), held_->practised.end(), ply);
    QString text;
    if (todo.empty())
        text = side == Side::Goats ? tr("The goats made no mistake to practise.")
                                   : tr("The tigers made no mistake to practise.");
    else
        text = tr("%1 of %2 practised")
                   .arg(QLocale().toString(done), QLocale().toString(int(todo.size())));
    panel_->setLearn(person ? std::optional<Side>(side) : std::nullopt, text,
                     matches_ && !todo.empty());
}

MistakesDialog* ReviewTools::mistakesDialog() const { return mistakes_.data(); }

void ReviewTools::practise(Side side) {
    const GameReview* held = review();
    if (!held || mistakes_) return;
    mistakes_ = new MistakesDialog(session_, reviewed_, *held, side, board_->window());
    mistakes_->setAttribute(Qt::WA_DeleteOnClose);
    connect(mistakes_, &MistakesDialog::practised, this, [this](int ply) {
        if (!review()) return;
        std::vector<int> plies = held_->practised;
        plies.push_back(ply);
        setPractised(plies);
    });
    mistakes_->open();
}

void ReviewTools::setPractised(const std::vector<int>& plies) {
    if (!review()) return;
    std::vector<int> sorted = plies;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    held_->practised = sorted;
    updateLearn();
    journal_->changed();
}

void ReviewTools::readAppendix(const QByteArray& text) {
    const games::Game full = session_->fullGame();
    std::string why;
    const std::optional<GameReview> kept = review::readReviewBlock(
        std::string_view(text.constData(), static_cast<std::size_t>(text.size())), full, &why);
    if (kept) {
        hold(*kept, full);
        setPanelShown(true);
        return;
    }
    if (hasReviewBlock(text))
        emit message(tr("The review kept with this game does not match its moves, so it was "
                        "left out. Review Game makes a new one."),
                     10000);
    else if (full.length() > 0 && review_->isEnabled())
        emit message(tr("Game ▸ Review Game (Ctrl+R) gives every move of it a verdict."), 6000);
}
