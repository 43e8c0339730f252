/// `workouts/ID.html`: one workout with every set and all its fields (CompletedWorkoutDetailView).
public struct WorkoutPage: Sendable, TemplateObject {
    /// One exercise of the workout, with its set table.
    public struct Entry: Sendable, TemplateObject {
        public var name: String
        public var href: String
        public var type: String
        public var notesHTML: String
        public var superset: String
        /// Session records (best session volume, most reps in a session).
        public var badges: [String]
        /// Table headings after `#` and `Kind`: `Weight`, `Reps`, `RPE`, ...
        public var columns: [String]
        public var sets: [SetRow]

        public func value(named key: String) -> TemplateValue? {
            switch key {
            case "name": .text(self.name)
            case "href": .text(href)
            case "type": .text(type)
            case "notesHTML": .nonEmpty(notesHTML)
            case "superset": .nonEmpty(superset)
            case "badges": .texts(badges)
            case "hasBadges": .flag(!badges.isEmpty)
            case "columns": .texts(columns)
            case "badgeSpan": .text(String(columns.count + 1))
            case "sets": .list(sets)
            default: nil
            }
        }
    }

    /// One set: its number, kind, the cells under the entry's columns, and record badges.
    public struct SetRow: Sendable, TemplateObject {
        public var number: Int
        public var kind: String
        /// `warmup`, `drop`, `failure` or `normal`: a CSS class, never user text.
        public var kindClass: String
        public var cells: [String]
        public var badges: [String]

        public func value(named key: String) -> TemplateValue? {
            switch key {
            case "number": .text(String(number))
            case "kind": .text(kind)
            case "kindClass": .text(kindClass)
            case "cells": .texts(cells)
            case "badges": .texts(badges)
            case "hasBadges": .flag(!badges.isEmpty)
            default: nil
            }
        }
    }

    public var layout: Layout
    public var name: String
    public var date: String
    public var isoDate: String
    public var time: String
    public var duration: String
    public var figures: [Figure]
    public var notesHTML: String
    public var template: String
    public var source: String
    public var entries: [Entry]
    public var recordCount: String
    public var previous: Link?
    public var next: Link?

    public func value(named key: String) -> TemplateValue? {
        switch key {
        case "layout": .object(layout)
        case "name": .text(self.name)
        case "date": .text(date)
        case "isoDate": .text(isoDate)
        case "time": .text(time)
        case "duration": .nonEmpty(duration)
        case "figures": .list(figures)
        case "notesHTML": .nonEmpty(notesHTML)
        case "template": .nonEmpty(template)
        case "source": .nonEmpty(source)
        case "entries": .list(entries)
        case "recordCount": .nonEmpty(recordCount)
        case "previous": .optional(previous)
        case "next": .optional(next)
        default: nil
        }
    }
}
