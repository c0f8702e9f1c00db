#include "window/ObxBox.h"

#include <QClipboard>
#include <QFocusEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "engine/core/Obx.h"
#include "engine/games/AnyGame.h"
#include "session/GameWords.h"

using namespace bagh::games;
namespace games = bagh::games;
using bagh::ObxDialect;

ObxBox::ObxBox(QWidget* parent) : QFrame(parent), pos_(games::Game().current()) {
    setObjectName(QStringLiteral("card"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 10, 12, 10);
    layout->setSpacing(6);
    title_ = new QLabel(GameWords::recordTitle(GameKind::BaghChal).toUpper());
    title_->setObjectName(QStringLiteral("cardTitle"));
    // Its row must fit the panel's 300 px in every language: the title wraps before the row
    // grows (a row wider than the panel pushed every card's right edge under the scroll bar).
    title_->setWordWrap(true);
    edit_ = new QLineEdit;
    edit_->setObjectName(QStringLiteral("obxEdit"));
    edit_->setAccessibleName(GameWords::recordTitle(GameKind::BaghChal));
    edit_->setToolTip(GameWords::recordToolTip(GameKind::BaghChal));
    copy_ = new QToolButton;
    copy_->setText(tr("Copy"));
    copy_->setToolTip(tr("Copy the record to the clipboard"));
    v2_ = new QToolButton;
    // Says what it is on its face, not only in the tooltip: a dialect of the record.
    v2_->setText(tr("OBX 2.0"));
    v2_->setCheckable(true);
    v2_->setToolTip(tr("Write the record in baghchal.net's OBX 2.0 dialect"));
    v2_->setAccessibleName(tr("Write the record in OBX 2.0"));
    error_ = new QLabel;
    error_->setWordWrap(true);
    error_->setObjectName(QStringLiteral("errorLabel"));  // AppStyle's error colour
    error_->hide();
    // The title shares its row with the buttons, so the record gets the panel's full width.
    auto* row = new QHBoxLayout;
    row->setSpacing(6);
    row->addWidget(title_, 1);
    row->addWidget(copy_);
    row->addWidget(v2_);
    copy_->setObjectName(QStringLiteral("smallButton"));
    v2_->setObjectName(QStringLiteral("smallButton"));
    copy_->setStyleSheet(QStringLiteral("padding: 2px 8px;"));
    v2_->setStyleSheet(QStringLiteral("padding: 2px 8px;"));
    layout->addLayout(row);
    layout->addWidget(edit_);
    layout->addWidget(error_);

    connect(copy_, &QToolButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(record());
        // Say it happened: the clipboard itself shows nothing.
        copy_->setText(tr("Copied"));
        QTimer::singleShot(1800, copy_, [this] { copy_->setText(tr("Copy")); });
    });
    connect(v2_, &QToolButton::toggled, this, [this] {
        edit_->setModified(false);
        refresh();
    });
    connect(edit_, &QLineEdit::returnPressed, this, [this] {
        if (edit_->isModified() && !edit_->text().trimmed().isEmpty())
            emit loadRequested(edit_->text().trimmed());
    });
    connect(edit_, &QLineEdit::textEdited, this, &ObxBox::clearError);
    edit_->installEventFilter(this);
    copy_->installEventFilter(this);
    refresh();
}

void ObxBox::setPosition(const Position& pos, Move lastMove) {
    // OBX 2.0 is Bagh-Chal's dialect only: the Lambs record has one form.
    v2_->setVisible(pos.kind() == GameKind::BaghChal);
    title_->setText(GameWords::recordTitle(pos.kind()).toUpper());
    edit_->setToolTip(GameWords::recordToolTip(pos.kind()));
    edit_->setAccessibleName(GameWords::recordTitle(pos.kind()));
    pos_ = pos;
    lastMove_ = lastMove;
    if (edit_->hasFocus() && edit_->isModified()) return;
    clearError();
    refresh();
}

bool ObxBox::eventFilter(QObject* watched, QEvent* event) {
    // Copy is as wide as its longer word once it is styled, so "Copied" widens nothing (the
    // side panel grew for two seconds).
    if (watched == copy_ && event->type() == QEvent::Show) {
        const QString shown = copy_->text();
        copy_->setMinimumWidth(0);
        int widest = 0;
        for (const QString& word : {tr("Copy"), tr("Copied")}) {
            copy_->setText(word);
            widest = std::max(widest, copy_->sizeHint().width());
        }
        copy_->setText(shown);
        copy_->setMinimumWidth(widest);
    }
    // A half-typed or cleared record must not stay in the box once the player moves on (Tab,
    // a click elsewhere); the box shows the position again, and the error about what was
    // typed goes with it. A context menu (paste) or a trip to another window keeps the edit.
    if (watched == edit_ && event->type() == QEvent::Resize) fitText();
    if (watched == edit_ && event->type() == QEvent::FocusOut && edit_->isModified()) {
        const Qt::FocusReason why = static_cast<QFocusEvent*>(event)->reason();
        if (why != Qt::PopupFocusReason && why != Qt::ActiveWindowFocusReason) {
            clearError();
            refresh();
        }
    }
    return QFrame::eventFilter(watched, event);
}

QString ObxBox::record() const {
    const bool v2 = v2_->isChecked() && pos_.kind() == GameKind::BaghChal;
    return QString::fromStdString(
        games::writeRecord(pos_, lastMove_, v2 ? ObxDialect::V2 : ObxDialect::Seed));
}

void ObxBox::refresh() {
    edit_->setText(record());
    edit_->setModified(false);
    edit_->setCursorPosition(0);
    fitText();
}

void ObxBox::fitText() {
    // The record's end (the move number) was cut at 1280×720: the font steps down, at most to
    // three quarters of the panel's, before any of it is. The box's padding, border and Qt's
    // margin are off.
    const QFont panel = font();
    const bool points = panel.pointSizeF() > 0;
    const qreal base = points ? panel.pointSizeF() : panel.pixelSize();
    if (base <= 0) return;
    const int room = edit_->width() - 2 * (8 + 1 + 2) - 2;
    QFont f = panel;
    for (int percent = 100; percent >= 75; percent -= 5) {
        if (points)
            f.setPointSizeF(base * percent / 100);
        else
            f.setPixelSize(qRound(base * percent / 100));
        if (QFontMetrics(f).horizontalAdvance(edit_->text()) <= room) break;
    }
    if (f != edit_->font()) edit_->setFont(f);
}

void ObxBox::showError(const QString& error) {
    error_->setText(tr("Not loaded — %1").arg(error));
    error_->show();
}

void ObxBox::clearError() {
    error_->clear();
    error_->hide();
}

QString ObxBox::errorText() const { return error_->text(); }
