#include "dialogs/TimeControlEdit.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QSpinBox>

using bagh::games::TimeControl;

TimeControlEdit::TimeControlEdit(QWidget* parent) : QWidget(parent) {
    on_ = new QCheckBox(tr("Clocks"));
    minutes_ = new QSpinBox;
    minutes_->setRange(1, 180);
    minutes_->setValue(10);
    minutes_->setSuffix(tr(" min"));
    minutes_->setAccessibleName(tr("Minutes for each side"));
    increment_ = new QSpinBox;
    increment_->setRange(0, 60);
    increment_->setValue(5);
    increment_->setSuffix(tr(" s a move"));
    increment_->setAccessibleName(tr("Seconds added after each move"));
    setToolTip(
        tr("Each side's time for the whole game, and the seconds added after each move; "
           "whose time runs out loses"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(on_);
    row->addWidget(minutes_);
    row->addWidget(increment_);
    row->addStretch(1);
    connect(on_, &QCheckBox::toggled, minutes_, &QWidget::setEnabled);
    connect(on_, &QCheckBox::toggled, increment_, &QWidget::setEnabled);
    minutes_->setEnabled(false);
    increment_->setEnabled(false);
}

std::optional<TimeControl> TimeControlEdit::timeControl() const {
    if (!on_->isChecked()) return std::nullopt;
    return TimeControl{minutes_->value() * 60000LL, increment_->value() * 1000LL};
}

void TimeControlEdit::setTimeControl(std::optional<TimeControl> control) {
    if (control) {
        minutes_->setValue(static_cast<int>(std::max<std::int64_t>(1, control->baseMs / 60000)));
        increment_->setValue(static_cast<int>(control->incrementMs / 1000));
    }
    on_->setChecked(control.has_value());
}
