// Tools ▸ Solve the Whole Game…: computes the exact value of every position of a game's tables
// into the user's table directory (SolveRunner in its own thread): Bagh-Chal's placement phase,
// or Lambs and Tigers under the captures rule chosen. The game and rule are chosen in the
// dialog (the Lambs window opens it on its own rule); the figures shown follow the choice. A
// progress bar counting layers, a line on the last layer in the player's words, the time taken
// and left, and Start / Cancel / Close. A stopped or
// interrupted solve continues where it stopped. Closing the dialog while it runs stops the
// solve within about a second (finished layers are kept) and never blocks the GUI on the
// solver; the window waits for the stop before it quits.
#pragma once

#include <QDialog>
#include <QElapsedTimer>
#include <QThread>
#include <QTimer>
#include <memory>

#include "engine/gamesolve/GameSolve.h"
#include "solve/SolveRunner.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;

class SolveDialog : public QDialog {
    Q_OBJECT

public:
    // Solves Bagh-Chal into the table directory the engines read
    // (bagh::solve::findTablesDir("")) until another game is chosen.
    explicit SolveDialog(QWidget* parent = nullptr);
    // Waits for a running solve to stop: the safety net for teardown paths that skip close().
    ~SolveDialog() override;

    // Another directory, range or thread count (tests); takes effect at the next look or start.
    void setJob(const QString& dir, int bottom, int threads);
    // Another game or rule, as the choices in the dialog do; ignored while a solve runs. The
    // bottom layer is reset to the game's lowest. Tests may name a board of their own.
    void setTarget(const bagh::solve::SolveTarget& target);
    const SolveJob& job() const { return job_; }

    bool isRunning() const { return running_; }
    // The first layer the next Start solves (from the last look at the directory); -1 when
    // every layer is there.
    int resumeLayer() const { return resume_; }
    // Looks at the directory again and shows what a Start would do (not while running).
    void refresh();
    // Start: solves from resumeLayer(), or everything again when all is solved.
    void start();
    // Cancel: the solve stops within about a second; finished layers are kept.
    void cancelSolve();

    QComboBox* gameBox() const { return game_; }
    QComboBox* capturesBox() const { return captures_; }
    QPushButton* startButton() const { return start_; }
    QPushButton* cancelButton() const { return cancel_; }
    QPushButton* closeButton() const { return close_; }
    QProgressBar* progressBar() const { return bar_; }
    QString stateText() const;
    QString lineText() const;
    // The figures shown for the game chosen: "about 350 MB", the memory, the time (while a
    // solve runs, the time left at its pace once it has one).
    QString diskText() const;
    QString memoryText() const;
    QString timeText() const;

signals:
    void runningChanged(bool running);
    // Every layer of the range is in the directory now: the engine may reopen its tables.
    void solved(const QString& dir);
    // A run that stopped early (cancelled or failed) still wrote these layers: the engine may
    // use them at once.
    void partlySolved(const QString& dir);
    // A run ended (solved, cancelled or failed).
    void runFinished(bool ok, bool cancelled);
    // For the progress display and tests.
    void layerSolved(int layer);

    void runRequested(const SolveJob& job);  // to the runner (queued)

public slots:
    void reject() override;

protected:
    void showEvent(QShowEvent* event) override;

private:
    void chooseFromBoxes();
    void showFigures();
    void showFigureTexts();
    void fitHeight();
    void onStarted(int first, double doneInFirst);
    void onLayerSolved(int layer);
    void onPartDone(double work);
    void onFinished(bool ok, bool cancelled, const QString& error);
    void showSolving();
    void setRunning(bool running);
    int top() const { return gameSolve_->topLayer(); }
    int layersDone(int lowest) const { return top() + 1 - lowest; }
    double doneWork() const;
    double totalWork() const;
    QString staticTimeText() const;
    double layersDoneExactly() const;
    void updateProgress();
    void updateTime();

    SolveJob job_;
    std::unique_ptr<bagh::solve::GameSolve> gameSolve_;
    QThread thread_;
    SolveRunner* runner_;
    QLabel* intro_;
    QComboBox* game_;
    QComboBox* captures_;
    QFormLayout* form_;
    QScrollArea* body_;
    QLabel* disk_;
    QLabel* memory_;
    QLabel* timeFigure_;
    QLabel* state_;
    QProgressBar* bar_;
    QLabel* line_;
    QLabel* time_;
    QLabel* folder_;
    QPushButton* start_;
    QPushButton* cancel_;
    QPushButton* close_;
    QTimer tick_;
    QElapsedTimer clock_;
    QElapsedTimer layerClock_;  // since the last layer solved (or the start)
    bool running_ = false;
    int resume_ = -1;
    double resumePart_ = 0;  // work of layer resume_ already saved (a Lambs checkpoint)
    int first_ = -1;         // the first layer of the running solve
    int lowestDone_ = 0;     // the lowest layer solved so far, counting those found there
    double partWork_ = 0;    // work done inside the layers below lowestDone_
    double doneAtStart_ = 0;
};
