#include "ui/ResultBanner.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

ResultBanner::ResultBanner(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("resultBanner"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(28, 20, 28, 20);
    layout->setSpacing(8);
    title_ = new QLabel;
    title_->setObjectName(QStringLiteral("resultTitle"));
    title_->setAlignment(Qt::AlignCenter);
    title_->setWordWrap(true);  // a narrow board (960 × 540) keeps it whole on two lines
    detail_ = new QLabel;
    detail_->setAlignment(Qt::AlignCenter);
    detail_->setWordWrap(true);
    again_ = new QPushButton(tr("Play again"));
    next_ = new QPushButton(tr("Next game"));  // showResult() words it
    next_->hide();
    again_->setDefault(true);
    // The banner covers the board's middle; the final position is worth a look.
    view_ = new QPushButton(tr("View the board"));
    view_->setToolTip(tr("Hide this message (Esc)"));
    // Where it went wrong, and what would have kept the value (Game ▸ Review Game).
    review_ = new QPushButton(tr("Review the Game"));
    review_->setToolTip(tr("A verdict for every move, and the moves that kept the value (Ctrl+R)"));
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(view_);
    buttons->addWidget(review_);
    buttons->addWidget(next_);
    buttons->addWidget(again_);
    buttons->addStretch();
    // Under the others when a match's next game makes four: the banner stays inside a small
    // board (960 × 540).
    extra_ = new QHBoxLayout;
    extra_->addStretch();
    extra_->addStretch();
    layout->addWidget(title_);
    layout->addWidget(detail_);
    layout->addLayout(buttons);
    layout->addLayout(extra_);
    connect(again_, &QPushButton::clicked, this, &ResultBanner::playAgainClicked);
    connect(next_, &QPushButton::clicked, this, &ResultBanner::nextClicked);
    connect(review_, &QPushButton::clicked, this, [this] {
        hide();  // the review goes beside the board, whose moves it shows
        emit reviewClicked();
    });
    connect(view_, &QPushButton::clicked, this, [this] {
        // A keyboard player who asked to view the board lands on it, not on the next Tab stop.
        const bool hadFocus = isAncestorOf(QApplication::focusWidget());
        hide();
        if (hadFocus && parentWidget()) parentWidget()->setFocus(Qt::OtherFocusReason);
        emit dismissed();
    });
    hide();
}

void ResultBanner::showResult(const QString& title, const QString& detail,
                              const QString& nextLabel) {
    title_->setText(title);
    detail_->setText(detail);
    next_->setText(nextLabel);
    next_->setVisible(!nextLabel.isEmpty());
    arrange();
    again_->setText(nextLabel.isEmpty() ? tr("Play again") : tr("New match"));
    adjustSize();
    show();
    raise();
}

void ResultBanner::setRoom(int width) {
    if (width == room_) return;
    room_ = width;
    arrange();
}

void ResultBanner::arrange() {
    auto* buttons = static_cast<QHBoxLayout*>(layout()->itemAt(2)->layout());
    buttons->removeWidget(review_);
    extra_->removeWidget(review_);
    const QMargins m = layout()->contentsMargins();
    const int oneRow = view_->sizeHint().width() + review_->sizeHint().width() +
                       again_->sizeHint().width() + 2 * buttons->spacing() + m.left() + m.right();
    if (next_->isHidden() && (room_ <= 0 || oneRow <= room_))
        buttons->insertWidget(2, review_);  // after View the board
    else
        extra_->insertWidget(1, review_);
}

QString ResultBanner::title() const { return title_->text(); }
QString ResultBanner::detail() const { return detail_->text(); }
