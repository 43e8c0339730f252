import Mustache

/// `workouts/ID.html`: one workout with every set and all its fields (CompletedWorkoutDetailView).
public struct WorkoutPage: Sendable, MustacheParent, Encodable {
    /// One exercise of the workout, with its set table.
    public struct Entry: Sendable, MustacheParent, Encodable {
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
        /// `sets` as table rows, escaped (see `SetRowsHTML`).
        public var rowsHTML: String

        public func child(named name: String) -> Any? {
            switch name {
            case "name": self.name
            case "href": href
            case "type": type
            case "notesHTML": notesHTML.isEmpty ? false : notesHTML
            case "superset": superset.isEmpty ? false : superset
            case "badges": badges
            case "hasBadges": !badges.isEmpty
            case "columns": columns
            case "badgeSpan": String(columns.count + 1)
            case "sets": sets
            case "rowsHTML": rowsHTML
            default: nil
            }
        }
    }

    /// One set: its number, kind, the cells under the entry's columns, and record badges.
    public struct SetRow: Sendable, MustacheParent, Encodable {
        public var number: Int
        public var kind: String
        /// `warmup`, `drop`, `failure` or `normal`: a CSS class, never user text.
        public var kindClass: String
        public var cells: [String]
        public var badges: [String]

        public func child(named name: String) -> Any? {
            switch name {
            case "number": String(number)
            case "kind": kind
            case "kindClass": kindClass
            case "cells": cells
            case "badges": badges
            case "hasBadges": !badges.isEmpty
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

    public func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "name": self.name
        case "date": date
        case "isoDate": isoDate
        case "time": time
        case "duration": duration.isEmpty ? false : duration
        case "figures": figures
        case "notesHTML": notesHTML.isEmpty ? false : notesHTML
        case "template": template.isEmpty ? false : template
        case "source": source.isEmpty ? false : source
        case "entries": entries
        case "recordCount": recordCount.isEmpty ? false : recordCount
        case "previous": orFalse(previous)
        case "next": orFalse(next)
        default: nil
        }
    }
}
